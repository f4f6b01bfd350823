/// MVVM with handlers' context for the greeting: made with the view controller, it joins the
/// view model and the two handlers, and every party reaches the others through it.
///
/// Ownership: the view controller and its view hold the context; the context holds the view
/// model and the handlers; each handler holds the context back weakly. So the screen's objects
/// form a tree, and all of them go when the view controller goes.
@MainActor
final class GreetingContext {
  /// What the view shows: written by the data handler, observed by the view.
  let viewModel = GreetingViewModel()
  let dataHandler: any GreetingDataProtocol
  let businessHandler: any GreetingBusinessProtocol

  /// Joins the handlers: each is given this context, as the article's context does.
  init(dataHandler: GreetingDataHandler, businessHandler: GreetingBusinessHandler) {
    self.dataHandler = dataHandler
    self.businessHandler = businessHandler
    dataHandler.context = self
    businessHandler.context = self
  }
}
