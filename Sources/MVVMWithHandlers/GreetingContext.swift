/// MVVM with handlers' context for the greeting: it joins the view model and the two handlers, and
/// every party reaches the others through it. The view controller and its view hold the context,
/// the context holds the rest, and each handler holds it back weakly. So all of them go when the
/// view controller goes.
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
