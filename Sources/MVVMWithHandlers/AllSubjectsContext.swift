/// MVVM with handlers' context for All subjects: it joins the view model and the two handlers.
@MainActor
final class AllSubjectsContext {
  let viewModel = AllSubjectsViewModel()
  let dataHandler: any AllSubjectsDataProtocol
  let businessHandler: any AllSubjectsBusinessProtocol

  init(dataHandler: AllSubjectsDataHandler, businessHandler: AllSubjectsBusinessHandler) {
    self.dataHandler = dataHandler
    self.businessHandler = businessHandler
    dataHandler.context = self
    businessHandler.context = self
  }
}
