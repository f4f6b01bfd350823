import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVM

/// W4, switch all on, at MVVM's seam: All subjects' view model alone, switching through a
/// `ControllableService`; the tests read its whole state after each input and each answer.
@MainActor
@Suite("MVVM workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let allOff = checked(("Math", false), ("Physics", false), ("History", false))

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() async throws {
    // Given
    let viewModel = makeAllSubjects()

    // Then
    #expect(viewModel.state == .init(rows: allOff, showsSwitchAllOn: true))

    // When
    viewModel.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      viewModel.state
        == .init(rows: checked(("Math", false), ("Physics", true), ("History", false))))
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // Given
    let viewModel = makeAllSubjects()

    // When
    viewModel.switchAllOnTapped()
    await settle()

    // Then: one request per subject, and the state unchanged yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(viewModel.state == .init(rows: allOff, showsSwitchAllOn: true))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", false), ("History", false))))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      viewModel.state == .init(rows: checked(("Math", true), ("Physics", true), ("History", true))))
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    let viewModel = makeAllSubjects()
    viewModel.switchAllOnTapped()
    await settle()

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    await settle()

    // Then: no message while History waits
    #expect(
      viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", false), ("History", false))))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      viewModel.state
        == .init(
          message: "Couldn't switch 1 of 3 subjects: Network unreachable",
          rows: checked(("Math", true), ("Physics", false), ("History", true))))
  }

  // MARK: Helpers

  /// A view model for the curriculum of the service's data.
  private func makeAllSubjects() -> AllSubjectsViewModel {
    AllSubjectsViewModel(curriculum: .fixture(service.data), repository: service.repository)
  }
}
