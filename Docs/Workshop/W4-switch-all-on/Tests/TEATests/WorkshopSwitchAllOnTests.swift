import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import TEA

/// W4, switch all on, at TEA's seam: All subjects' reducer in a test store, its switches
/// running against a `ControllableService`; the tests state the exact state after each action
/// sent or answered, and read the rows and the button where they matter.
@MainActor
@Suite("TEA workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let allOff = checked(("Math", false), ("Physics", false), ("History", false))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() async throws {
    // Given
    let store = makeAllSubjects()

    // Then
    #expect(store.state.rows == allOff)
    #expect(store.state.showsSwitchAllOn)

    // When
    await store.send(.rowSelected(at: 1)) { $0.switching = [2] }
    try service.release(.setStatus)
    await store.receive(.switchAnswered(physics, .success(.on))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.on, for: 2)
    }

    // Then
    #expect(store.state.rows == checked(("Math", false), ("Physics", true), ("History", false)))
    #expect(!store.state.showsSwitchAllOn)
    await store.finish()
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // Given
    let store = makeAllSubjects()

    // When
    await store.send(.switchAllOnTapped) {
      $0.switching = [1, 2, 3]
      $0.switchingAll = .init(waiting: [1, 2, 3], asked: 3)
    }

    // Then: one request per subject, and the curriculum unchanged yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(store.state.rows == allOff)
    #expect(store.state.showsSwitchAllOn)

    // When
    try service.release(.setStatus)

    // Then
    await store.receive(.switchAnswered(math, .success(.on))) {
      $0.switching = [2, 3]
      $0.curriculum = $0.curriculum.setting(.on, for: 1)
      $0.switchingAll?.waiting = [2, 3]
    }
    #expect(store.state.rows == checked(("Math", true), ("Physics", false), ("History", false)))
    #expect(!store.state.showsSwitchAllOn)

    // When
    service.releaseAll()

    // Then
    await store.receive(.switchAnswered(physics, .success(.on))) {
      $0.switching = [3]
      $0.curriculum = $0.curriculum.setting(.on, for: 2)
      $0.switchingAll?.waiting = [3]
    }
    await store.receive(.switchAnswered(history, .success(.on))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.on, for: 3)
      $0.switchingAll = nil
    }
    #expect(store.state.rows == checked(("Math", true), ("Physics", true), ("History", true)))
    await store.finish()
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    let store = makeAllSubjects()
    await store.send(.switchAllOnTapped) {
      $0.switching = [1, 2, 3]
      $0.switchingAll = .init(waiting: [1, 2, 3], asked: 3)
    }

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)

    // Then: no message while History waits
    await store.receive(.switchAnswered(math, .success(.on))) {
      $0.switching = [2, 3]
      $0.curriculum = $0.curriculum.setting(.on, for: 1)
      $0.switchingAll?.waiting = [2, 3]
    }
    await store.receive(.switchAnswered(physics, .failure(.init(reason: "Network unreachable")))) {
      $0.switching = [3]
      $0.switchingAll?.waiting = [3]
      $0.switchingAll?.failed = 1
      $0.switchingAll?.reason = "Network unreachable"
    }

    // When
    try service.release(.setStatus)

    // Then
    await store.receive(.switchAnswered(history, .success(.on))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.on, for: 3)
      $0.switchingAll = nil
      $0.message = "Couldn't switch 1 of 3 subjects: Network unreachable"
    }
    #expect(store.state.rows == checked(("Math", true), ("Physics", false), ("History", true)))
    await store.finish()
  }

  // MARK: Helpers

  /// A test store over All subjects' reducer, from the curriculum of the service's data.
  private func makeAllSubjects() -> TestStore<AllSubjectsState, AllSubjectsAction> {
    TestStore(
      initialState: AllSubjectsState(curriculum: .fixture(service.data)),
      reducer: AllSubjectsReducer(repository: service.repository).reduce)
  }
}
