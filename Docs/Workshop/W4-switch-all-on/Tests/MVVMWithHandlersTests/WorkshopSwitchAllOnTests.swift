import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// W4, switch all on, at MVVM with handlers' seam: All subjects' context with its real
/// handlers and no view, switching through a `ControllableService`. The business handler hears
/// the events as the view passes them on; the tests read the requests and the view model's
/// whole state after each step.
@MainActor
@Suite("MVVMWithHandlers workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let allOff = checked(("Math", false), ("Physics", false), ("History", false))

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() async throws {
    // Given
    let context = makeAllSubjects()

    // Then
    #expect(context.viewModel.state == .init(rows: allOff, showsSwitchAllOn: true))

    // When
    context.businessHandler.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", false), ("Physics", true), ("History", false))))
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // Given
    let context = makeAllSubjects()

    // When
    context.businessHandler.switchAllOnTapped()
    await settle()

    // Then: one request per subject, and the state unchanged yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(context.viewModel.state == .init(rows: allOff, showsSwitchAllOn: true))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", false), ("History", false))))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", true), ("History", true))))
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    let context = makeAllSubjects()
    context.businessHandler.switchAllOnTapped()
    await settle()

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    await settle()

    // Then: no message while History waits
    #expect(
      context.viewModel.state
        == .init(rows: checked(("Math", true), ("Physics", false), ("History", false))))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      context.viewModel.state
        == .init(
          message: "Couldn't switch 1 of 3 subjects: Network unreachable",
          rows: checked(("Math", true), ("Physics", false), ("History", true))))
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
