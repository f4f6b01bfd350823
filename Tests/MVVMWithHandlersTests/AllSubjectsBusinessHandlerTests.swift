import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// Which subject a row of All subjects stands for is its business handler's reading of the
/// data handler's curriculum: the test sends the selection as the view does, through the
/// context, and reads the requests and the view model.
@MainActor
@Suite("MVVMWithHandlers AllSubjectsBusinessHandler", .serialMainLoop)
struct AllSubjectsBusinessHandlerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let context = AllSubjectsContext(
      dataHandler: AllSubjectsDataHandler(
        curriculum: .fixture(service.data), repository: service.repository),
      businessHandler: AllSubjectsBusinessHandler())
    context.dataHandler.loadRows()

    // When: the rows are Math, Physics and History
    context.businessHandler.rowSelected(at: 3)
    context.businessHandler.rowSelected(at: -1)
    await settle()

    // Then
    #expect(service.pending == [])
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", false), ("History", true))))
  }
}
