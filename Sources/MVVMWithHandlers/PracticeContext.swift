/// MVVM with handlers' context for practising one subject. The screen decides nothing, so it has no
/// business handler: a screen has only the roles it has work for.
@MainActor
final class PracticeContext {
  let viewModel = PracticeViewModel()
  let dataHandler: any PracticeDataProtocol

  init(dataHandler: PracticeDataHandler) {
    self.dataHandler = dataHandler
    dataHandler.context = self
  }
}
