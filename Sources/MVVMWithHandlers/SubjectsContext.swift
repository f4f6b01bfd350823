/// MVVM with handlers' context for the subject list: it joins the view model and the two handlers.
@MainActor
final class SubjectsContext {
  let viewModel = SubjectsViewModel()
  let dataHandler: any SubjectsDataProtocol
  let businessHandler: any SubjectsBusinessProtocol

  init(dataHandler: SubjectsDataHandler, businessHandler: SubjectsBusinessHandler) {
    self.dataHandler = dataHandler
    self.businessHandler = businessHandler
    dataHandler.context = self
    businessHandler.context = self
  }
}
