import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithoutBinding

/// W4, switch all on, at MVVM without binding's seam: All subjects' view controller, with its
/// real data controller, its view loaded, with a `ControllableService` answered by hand; the
/// tests tap, select and read the whole screen.
@MainActor
@Suite("MVVMWithoutBinding workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let allOff: [(String, Bool)] = [("Math", false), ("Physics", false), ("History", false)]

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() async throws {
    // Given
    let controller = makeAllSubjects()

    // Then
    #expect(controller.snapshot == .allSubjects(allOff, switchAllOn: true))

    // When
    try controller.selectRow("Physics")
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      controller.snapshot == .allSubjects([("Math", false), ("Physics", true), ("History", false)]))
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // Given
    let controller = makeAllSubjects()

    // When
    try controller.tap("Switch all on")
    await settle()

    // Then: one request per subject, and nothing flipped yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(controller.snapshot == .allSubjects(allOff, switchAllOn: true))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      controller.snapshot == .allSubjects([("Math", true), ("Physics", false), ("History", false)]))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      controller.snapshot == .allSubjects([("Math", true), ("Physics", true), ("History", true)]))
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    let controller = makeAllSubjects()
    try controller.tap("Switch all on")
    await settle()

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    await settle()

    // Then: no message while History waits
    #expect(
      controller.snapshot == .allSubjects([("Math", true), ("Physics", false), ("History", false)]))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      controller.snapshot
        == .allSubjects(
          [("Math", true), ("Physics", false), ("History", true)],
          labels: ["Couldn't switch 1 of 3 subjects: Network unreachable"]))
  }

  // MARK: Helpers

  /// A controller for the curriculum of the service's data, its view loaded.
  private func makeAllSubjects() -> AllSubjectsViewController {
    let controller = AllSubjectsViewController(
      curriculum: .fixture(service.data), repository: service.repository)
    controller.loadViewIfNeeded()
    return controller
  }
}

extension ScreenSnapshot {
  /// All subjects: `labels` above one row per subject, and the button when offered.
  fileprivate static func allSubjects(
    _ rows: [(String, Bool)], labels: [String] = [], switchAllOn: Bool = false
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      title: "All subjects", labels: labels,
      buttons: switchAllOn ? [.init(title: "Switch all on")] : [],
      rows: rows.map { .init(title: $0.0, isChecked: $0.1) })
  }
}
