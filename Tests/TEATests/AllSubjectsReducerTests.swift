import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import TEA

/// All subjects at TEA's seam: the reducer in a test store, its switches running against the
/// real `SubjectRepository` over a `ControllableService`. Every action, sent or answered, comes
/// with the exact state it leads to; the rows, derived from that state, are read where the
/// checkmarks matter.
@MainActor
@Suite("TEA AllSubjectsReducer", .serialMainLoop)
struct AllSubjectsReducerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let unchanged = checked(("Math", true), ("Physics", false), ("History", true))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let store = makeAllSubjects()

    // When
    await store.send(.rowSelected(at: 1)) { $0.switching = [2] }

    // Then: the service is asked, the curriculum is unchanged yet
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(store.state.rows == unchanged)

    // When
    try service.release(.setStatus)

    // Then
    await store.receive(.switchAnswered(physics, .success(.on))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.on, for: 2)
    }
    #expect(store.state.rows == checked(("Math", true), ("Physics", true), ("History", true)))

    // When
    await store.send(.rowSelected(at: 0)) { $0.switching = [1] }
    try service.release(.setStatus)

    // Then
    await store.receive(.switchAnswered(math, .success(.off))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.off, for: 1)
    }
    #expect(store.state.rows == checked(("Math", false), ("Physics", true), ("History", true)))
    await store.finish()
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let store = makeAllSubjects()

    // When
    await store.send(.rowSelected(at: 0)) { $0.switching = [1] }
    try service.fail(.setStatus)

    // Then: a message, and the same rows
    await store.receive(.switchAnswered(math, .failure(.init(reason: "Network unreachable")))) {
      $0.switching = []
      $0.message = "Couldn't switch Math: Network unreachable"
    }
    #expect(store.state.rows == unchanged)

    // When
    await store.send(.rowSelected(at: 0)) { $0.switching = [1] }
    try service.release(.setStatus)

    // Then: the switch went through, and the message went
    await store.receive(.switchAnswered(math, .success(.off))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.off, for: 1)
      $0.message = nil
    }
    #expect(store.state.rows == checked(("Math", false), ("Physics", false), ("History", true)))
    await store.finish()
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let store = makeAllSubjects()
    await store.send(.rowSelected(at: 1)) { $0.switching = [2] }

    // When: no change of state
    await store.send(.rowSelected(at: 1))

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another row can still be switched
    await store.send(.rowSelected(at: 2)) { $0.switching = [2, 3] }

    // Then: no checkmark flips before the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(store.state.rows == unchanged)

    // When
    service.releaseAll()

    // Then: each checkmark flipped once
    await store.receive(.switchAnswered(physics, .success(.on))) {
      $0.switching = [3]
      $0.curriculum = $0.curriculum.setting(.on, for: 2)
    }
    await store.receive(.switchAnswered(history, .success(.off))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.off, for: 3)
    }
    #expect(store.state.rows == checked(("Math", true), ("Physics", true), ("History", false)))
    await store.finish()
  }

  @Test("A6 a row can be switched again once its switch is answered or has failed")
  func rowCanBeSwitchedAgainOnceItsSwitchIsOver() async throws {
    // Given: Physics switched on
    let store = makeAllSubjects()
    await store.send(.rowSelected(at: 1)) { $0.switching = [2] }
    try service.release(.setStatus)
    await store.receive(.switchAnswered(physics, .success(.on))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.on, for: 2)
    }

    // When
    await store.send(.rowSelected(at: 1)) { $0.switching = [2] }

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)

    // Then
    await store.receive(.switchAnswered(physics, .success(.off))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.off, for: 2)
    }
    #expect(store.state.rows == unchanged)

    // When: a switch of Math fails, and Math is selected again
    await store.send(.rowSelected(at: 0)) { $0.switching = [1] }
    try service.fail(.setStatus)
    await store.receive(.switchAnswered(math, .failure(.init(reason: "Network unreachable")))) {
      $0.switching = []
      $0.message = "Couldn't switch Math: Network unreachable"
    }
    await store.send(.rowSelected(at: 0)) { $0.switching = [1] }

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
    try service.release(.setStatus)
    await store.receive(.switchAnswered(math, .success(.off))) {
      $0.switching = []
      $0.curriculum = $0.curriculum.setting(.off, for: 1)
      $0.message = nil
    }
    await store.finish()
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let store = makeAllSubjects()

    // When: the rows are Math, Physics and History; no change of state
    await store.send(.rowSelected(at: 3))
    await store.send(.rowSelected(at: -1))

    // Then
    #expect(service.pending == [])
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

/// Rows of All subjects, by title and checkmark.
func checked(_ rows: (String, Bool)...) -> [SubjectSwitchRow] {
  rows.map { SubjectSwitchRow(title: $0.0, isChecked: $0.1) }
}
