import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithoutBinding

/// Which subject a row of All subjects stands for is its view controller's reading of its data
/// controller's curriculum: the test calls the controller's delegate callback as its view does.
@MainActor
@Suite("MVVMWithoutBinding AllSubjectsViewController", .serialMainLoop)
struct AllSubjectsViewControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let controller = AllSubjectsViewController(
      curriculum: .fixture(service.data), repository: service.repository)
    controller.loadViewIfNeeded()

    // When: the rows are Math, Physics and History
    controller.rowSelected(at: 3)
    controller.rowSelected(at: -1)
    await settle()

    // Then
    #expect(service.pending == [])
    #expect(
      controller.snapshot
        == ScreenSnapshot(
          title: "All subjects",
          rows: [
            .init(title: "Math", isChecked: true), .init(title: "Physics"),
            .init(title: "History", isChecked: true),
          ]))
  }
}
