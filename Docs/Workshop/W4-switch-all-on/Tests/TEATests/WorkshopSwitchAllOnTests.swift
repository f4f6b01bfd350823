import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import TEA

/// W4, switch all on, at TEA's seam: All subjects' reducer in its real store, its switches
/// running against a `ControllableService`; the tests send the screen's actions and read what
/// the view draws from the state: the message, the rows and the button.
@MainActor
@Suite("TEA workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let store: Store<AllSubjectsState, AllSubjectsAction>
  let allOff = checked(("Math", false), ("Physics", false), ("History", false))

  init() {
    store = Store(
      initialState: AllSubjectsState(curriculum: .fixture(service.data)),
      reducer: AllSubjectsReducer(repository: service.repository).reduce)
  }

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() async throws {
    // Then
    #expect(shown() == Shown(rows: allOff, showsSwitchAllOn: true))

    // When
    store.send(.rowSelected(at: 1))
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(shown() == Shown(rows: checked(("Math", false), ("Physics", true), ("History", false))))
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // When
    store.send(.switchAllOnTapped)
    await settle()

    // Then: one request per subject, and nothing flipped yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(shown() == Shown(rows: allOff, showsSwitchAllOn: true))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(shown() == Shown(rows: checked(("Math", true), ("Physics", false), ("History", false))))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(shown() == Shown(rows: checked(("Math", true), ("Physics", true), ("History", true))))
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    store.send(.switchAllOnTapped)
    await settle()

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    await settle()

    // Then: no message while History waits
    #expect(shown() == Shown(rows: checked(("Math", true), ("Physics", false), ("History", false))))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      shown()
        == Shown(
          message: "Couldn't switch 1 of 3 subjects: Network unreachable",
          rows: checked(("Math", true), ("Physics", false), ("History", true))))
  }

  // MARK: Helpers

  /// What the view draws from the state: the message, the rows and Switch all on.
  struct Shown: Equatable {
    var message: String?
    var rows: [SubjectSwitchRow]
    var showsSwitchAllOn = false
  }

  private func shown() -> Shown {
    Shown(
      message: store.state.message, rows: store.state.rows,
      showsSwitchAllOn: store.state.showsSwitchAllOn)
  }
}
