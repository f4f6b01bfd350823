import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// All subjects at this pattern's seam: the business handler, which takes the selections,
/// joined by its context to the real data handler and view model, switching through a
/// `ControllableService`. Which subject a row stands for is the business handler's reading of
/// the data handler's curriculum; the switch is the data handler's. The tests send each
/// selection as the view does, and read the requests and the view model's whole state after
/// each step.
@MainActor
@Suite("MVVMWithHandlers AllSubjectsBusinessHandler", .serialMainLoop)
struct AllSubjectsBusinessHandlerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let unchanged = checked(("Math", true), ("Physics", false), ("History", true))

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let context = makeAllSubjects()

    // When
    context.businessHandler.rowSelected(at: 1)
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
    context.businessHandler.rowSelected(at: 0)
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
    context.businessHandler.rowSelected(at: 0)
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then: a message, and the same rows
    #expect(
      context.viewModel.state
        == .init(message: "Couldn't switch Math: Network unreachable", rows: unchanged))

    // When
    context.businessHandler.rowSelected(at: 0)
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
    context.businessHandler.rowSelected(at: 1)
    await settle()

    // When
    context.businessHandler.rowSelected(at: 1)
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another row can still be switched
    context.businessHandler.rowSelected(at: 2)
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
    context.businessHandler.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // When
    context.businessHandler.rowSelected(at: 1)
    await settle()

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(context.viewModel.state == .init(rows: unchanged))

    // When: a switch of Math fails, and Math is selected again
    context.businessHandler.rowSelected(at: 0)
    await settle()
    try service.fail(.setStatus)
    await settle()
    context.businessHandler.rowSelected(at: 0)
    await settle()

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let context = makeAllSubjects()

    // When: the rows are Math, Physics and History
    context.businessHandler.rowSelected(at: 3)
    context.businessHandler.rowSelected(at: -1)
    await settle()

    // Then
    #expect(service.pending == [])
    #expect(context.viewModel.state == .init(rows: unchanged))
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
