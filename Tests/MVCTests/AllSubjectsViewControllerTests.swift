import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Switching subjects lives in All subjects' view controller, so the tests build it with a
/// curriculum, load its view, select its rows and answer a `ControllableService` by hand, and
/// check that the checkmarks change only after the answer. Switching needs no navigation.
@MainActor
@Suite("MVC AllSubjectsViewController", .serialMainLoop)
struct AllSubjectsViewControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let unchanged = ScreenSnapshot.allSubjects([
    ("Math", true), ("Physics", false), ("History", true),
  ])

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let controller = makeAllSubjects()

    // When
    try controller.selectRow("Physics")
    await settle()

    // Then: the service is asked, the screen is unchanged yet
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(controller.snapshot == unchanged)

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      controller.snapshot
        == .allSubjects([("Math", true), ("Physics", true), ("History", true)]))

    // When
    try controller.selectRow("Math")
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      controller.snapshot
        == .allSubjects([("Math", false), ("Physics", true), ("History", true)]))
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let controller = makeAllSubjects()

    // When
    try controller.selectRow("Math")
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then: a message, and the same rows
    #expect(
      controller.snapshot
        == .allSubjects(
          [("Math", true), ("Physics", false), ("History", true)],
          labels: ["Couldn't switch Math: Network unreachable"]))

    // When
    try controller.selectRow("Math")
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      controller.snapshot
        == .allSubjects([("Math", false), ("Physics", false), ("History", true)]))
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let controller = makeAllSubjects()
    try controller.selectRow("Physics")
    await settle()

    // When
    try controller.selectRow("Physics")
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another row can still be switched
    try controller.selectRow("History")
    await settle()

    // Then: no checkmark flips before the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(controller.snapshot == unchanged)

    // When
    service.releaseAll()
    await settle()

    // Then: each checkmark flipped once
    #expect(
      controller.snapshot
        == .allSubjects([("Math", true), ("Physics", true), ("History", false)]))
  }

  @Test("A6 a row can be switched again once its switch is answered or has failed")
  func rowCanBeSwitchedAgainOnceItsSwitchIsOver() async throws {
    // Given: Physics switched on
    let controller = makeAllSubjects()
    try controller.selectRow("Physics")
    await settle()
    try service.release(.setStatus)
    await settle()

    // When
    try controller.selectRow("Physics")
    await settle()

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(controller.snapshot == unchanged)

    // When: a switch of Math fails, and Math is selected again
    try controller.selectRow("Math")
    await settle()
    try service.fail(.setStatus)
    await settle()
    try controller.selectRow("Math")
    await settle()

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let controller = makeAllSubjects()

    // When: the rows are Math, Physics and History
    controller.listView(ListView(), didSelectRowAt: 3)
    controller.listView(ListView(), didSelectRowAt: -1)
    await settle()

    // Then
    #expect(service.pending == [])
    #expect(controller.snapshot == unchanged)
  }

  // MARK: Helpers

  /// A controller for the curriculum of the service's data, its view loaded: its label and list
  /// exist only from `viewDidLoad()` on.
  private func makeAllSubjects() -> AllSubjectsViewController {
    let controller = AllSubjectsViewController(
      curriculum: .fixture(service.data), repository: service.repository)
    controller.loadViewIfNeeded()
    return controller
  }
}

extension ScreenSnapshot {
  /// All subjects: `labels` above one row per subject, checkmarked when it is on.
  fileprivate static func allSubjects(
    _ rows: [(title: String, isChecked: Bool)], labels: [String] = []
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      title: "All subjects", labels: labels,
      rows: rows.map { .init(title: $0.title, isChecked: $0.isChecked) })
  }
}
