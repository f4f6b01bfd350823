import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// All subjects at this pattern's seam: the data handler, joined by its context to the view
/// model, switching through a `ControllableService` as the business handler asks it to. The
/// tests read the requests and the view model's whole state after each step.
@MainActor
@Suite("MVVMWithHandlers AllSubjectsDataHandler", .serialMainLoop)
struct AllSubjectsDataHandlerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let unchanged = checked(("Math", true), ("Physics", false), ("History", true))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let context = makeAllSubjects()

    // When
    context.dataHandler.switchSubject(physics)
    await settle()

    // Then: the service is asked, the state is unchanged yet
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(context.viewModel.state == .init(rows: unchanged))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", true), ("History", true))))

    // When
    context.dataHandler.switchSubject(math)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", false), ("Physics", true), ("History", true))))
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let context = makeAllSubjects()

    // When
    context.dataHandler.switchSubject(math)
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then: a message, and the same rows
    #expect(
      context.viewModel.state
        == .init(message: "Couldn't switch Math: Network unreachable", rows: unchanged))

    // When
    context.dataHandler.switchSubject(math)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", false), ("Physics", false), ("History", true))))
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let context = makeAllSubjects()
    context.dataHandler.switchSubject(physics)
    await settle()

    // When
    context.dataHandler.switchSubject(physics)
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another subject can still be switched
    context.dataHandler.switchSubject(history)
    await settle()

    // Then: no checkmark flips before the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(context.viewModel.state == .init(rows: unchanged))

    // When
    service.releaseAll()
    await settle()

    // Then: each checkmark flipped once
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", true), ("History", false))))
  }

  @Test("A6 a row can be switched again once its switch is answered or has failed")
  func rowCanBeSwitchedAgainOnceItsSwitchIsOver() async throws {
    // Given: Physics switched on
    let context = makeAllSubjects()
    context.dataHandler.switchSubject(physics)
    await settle()
    try service.release(.setStatus)
    await settle()

    // When
    context.dataHandler.switchSubject(physics)
    await settle()

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(context.viewModel.state == .init(rows: unchanged))

    // When: a switch of Math fails, and Math is switched again
    context.dataHandler.switchSubject(math)
    await settle()
    try service.fail(.setStatus)
    await settle()
    context.dataHandler.switchSubject(math)
    await settle()

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
  }

  // MARK: Helpers

  /// All subjects' context for the curriculum of the service's data, with its real handlers
  /// and its rows loaded, as its view controller leaves it once its view has loaded.
  private func makeAllSubjects() -> AllSubjectsContext {
    let context = AllSubjectsContext(
      dataHandler: AllSubjectsDataHandler(
        curriculum: .fixture(service.data), repository: service.repository),
      businessHandler: AllSubjectsBusinessHandler())
    context.dataHandler.loadRows()
    return context
  }
}

/// Rows of All subjects, by title and checkmark.
func checked(_ rows: (String, Bool)...) -> [SubjectSwitchRow] {
  rows.map { SubjectSwitchRow(title: $0.0, isChecked: $0.1) }
}
