/// MVVM with handlers' context for practising one subject: made with the view controller, it
/// joins the view model and the data handler. The user can do nothing here and the screen
/// decides nothing, so it has no business handler: each screen has only the roles it has work
/// for, and a template would add an empty one. It owns them as on every screen here (see
/// `GreetingContext`).
@MainActor
final class PracticeContext {
  /// What the view shows: written by the data handler, observed by the view.
  let viewModel = PracticeViewModel()
  let dataHandler: any PracticeDataProtocol

  /// Joins the handler: it is given this context, as the article's context does.
  init(dataHandler: PracticeDataHandler) {
    self.dataHandler = dataHandler
    dataHandler.context = self
  }
}
