/// MVVM with handlers' context for switching subjects: made with the view controller, it joins
/// the view model and the two handlers, and every party reaches the others through it. It owns
/// them as on every screen here (see `GreetingContext`).
@MainActor
final class AllSubjectsContext {
  /// What the view shows: written by the data handler, observed by the view.
  let viewModel = AllSubjectsViewModel()
  let dataHandler: any AllSubjectsDataProtocol
  let businessHandler: any AllSubjectsBusinessProtocol

  /// Joins the handlers: each is given this context, as the article's context does.
  init(dataHandler: AllSubjectsDataHandler, businessHandler: AllSubjectsBusinessHandler) {
    self.dataHandler = dataHandler
    self.businessHandler = businessHandler
    dataHandler.context = self
    businessHandler.context = self
  }
}
