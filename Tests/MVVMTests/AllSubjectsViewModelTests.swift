import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVM

/// All subjects at MVVM's seam: the view model alone, switching through a
/// `ControllableService`. The test reads the whole state after each input and each answer.
@MainActor
@Suite("MVVM AllSubjectsViewModel", .serialMainLoop)
struct AllSubjectsViewModelTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let unchanged = checked(("Math", true), ("Physics", false), ("History", true))

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let viewModel = makeAllSubjects()

    // When
    viewModel.rowSelected(at: 1)
    await settle()

    // Then: the service is asked, the state is unchanged yet
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(viewModel.state == .init(rows: unchanged))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", true), ("History", true))))

    // When
    viewModel.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      viewModel.state
        == .init(rows: checked(("Math", false), ("Physics", true), ("History", true))))
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let viewModel = makeAllSubjects()

    // When
    viewModel.rowSelected(at: 0)
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then: a message, and the same rows
    #expect(
      viewModel.state
        == .init(message: "Couldn't switch Math: Network unreachable", rows: unchanged))

    // When
    viewModel.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      viewModel.state
        == .init(rows: checked(("Math", false), ("Physics", false), ("History", true))))
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let viewModel = makeAllSubjects()
    viewModel.rowSelected(at: 1)
    await settle()

    // When
    viewModel.rowSelected(at: 1)
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another row can still be switched
    viewModel.rowSelected(at: 2)
    await settle()

    // Then: no checkmark flips before the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(viewModel.state == .init(rows: unchanged))

    // When
    service.releaseAll()
    await settle()

    // Then: each checkmark flipped once
    #expect(
      viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", true), ("History", false))))
  }

  @Test("A6 a row can be switched again once its switch is answered or has failed")
  func rowCanBeSwitchedAgainOnceItsSwitchIsOver() async throws {
    // Given: Physics switched on
    let viewModel = makeAllSubjects()
    viewModel.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // When
    viewModel.rowSelected(at: 1)
    await settle()

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: unchanged))

    // When: a switch of Math fails, and Math is selected again
    viewModel.rowSelected(at: 0)
    await settle()
    try service.fail(.setStatus)
    await settle()
    viewModel.rowSelected(at: 0)
    await settle()

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let viewModel = makeAllSubjects()

    // When: the rows are Math, Physics and History
    viewModel.rowSelected(at: 3)
    viewModel.rowSelected(at: -1)
    await settle()

    // Then
    #expect(service.pending == [])
    #expect(viewModel.state == .init(rows: unchanged))
  }

  // MARK: Helpers

  /// A view model for the curriculum of the service's data.
  private func makeAllSubjects() -> AllSubjectsViewModel {
    AllSubjectsViewModel(curriculum: .fixture(service.data), repository: service.repository)
  }
}

/// Rows of All subjects, by title and checkmark.
func checked(_ rows: (String, Bool)...) -> [SubjectSwitchRow] {
  rows.map { SubjectSwitchRow(title: $0.0, isChecked: $0.1) }
}
