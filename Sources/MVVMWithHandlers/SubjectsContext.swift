/// MVVM with handlers' context for the subject list: made with the view controller, it joins
/// the view model and the two handlers, and every party reaches the others through it.
///
/// Ownership, as on every screen here (see `GreetingContext`): the view controller and its view
/// hold the context, the context holds the view model and the handlers, and each handler holds
/// the context weakly. The business handler holds the view controller weakly too.
@MainActor
final class SubjectsContext {
  /// What the view shows: written by the data handler, observed by the view.
  let viewModel = SubjectsViewModel()
  let dataHandler: any SubjectsDataProtocol
  let businessHandler: any SubjectsBusinessProtocol

  /// Joins the handlers: each is given this context, as the article's context does.
  init(dataHandler: SubjectsDataHandler, businessHandler: SubjectsBusinessHandler) {
    self.dataHandler = dataHandler
    self.businessHandler = businessHandler
    dataHandler.context = self
    businessHandler.context = self
  }
}
