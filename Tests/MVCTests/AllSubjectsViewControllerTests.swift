import Model
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// All subjects is opened by the subject list, which hands it the curriculum it loaded. Its own
/// decisions (the checkmarks, switching only once the service answers, the error) need no
/// navigation: the controller is built with a curriculum, its view loaded and its rows selected.
@MainActor
@Suite("AllSubjectsViewController")
struct AllSubjectsViewControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let controller = loadedAllSubjects()

    // When
    try controller.selectRow("Physics")
    await settle()

    // Then
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(
      controller.snapshot
        == .allSubjects([("Math", true), ("Physics", false), ("History", true)]))

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
    let controller = loadedAllSubjects()

    // When
    try controller.selectRow("Math")
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then
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
    let controller = loadedAllSubjects()
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
    #expect(
      controller.snapshot
        == .allSubjects([("Math", true), ("Physics", false), ("History", true)]))

    // When
    service.releaseAll()
    await settle()

    // Then: each checkmark flipped once
    #expect(
      controller.snapshot
        == .allSubjects([("Math", true), ("Physics", true), ("History", false)]))
  }

  /// The controller as the subject list would push it, with the curriculum of the service's
  /// data, and its view loaded: its label and list exist only from `viewDidLoad()` on.
  private func loadedAllSubjects() -> AllSubjectsViewController {
    let data = service.data
    let curriculum = Curriculum(
      person: data.person, subjects: data.subjects, records: data.userSubjects)
    let controller = AllSubjectsViewController(
      curriculum: curriculum, repository: service.repository)
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
