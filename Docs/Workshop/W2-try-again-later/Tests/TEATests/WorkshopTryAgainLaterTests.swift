import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import TEA

/// W2, try again later, at TEA's seam: the subject list's reducer in a test store, its loads
/// running against a `ControllableService`; the tests state the exact state after each action
/// sent or answered.
@MainActor
@Suite("TEA workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let reason = ServiceFailure(reason: "Network unreachable")
  let failure = "Couldn't load subjects: Network unreachable"
  let givingUp = "Couldn't load subjects: Network unreachable. Try again later."

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() async throws {
    // Given: two loads failed
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }
    try await failThenRetry(store, times: 2)

    // When
    try service.fail(.person)

    // Then: the message says so, and Retry stays away
    await store.receive(.curriculumLoaded(.failure(reason))) {
      $0.isLoading = false
      $0.message = givingUp
      $0.failuresInARow = 3
    }
    await store.finish()
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() async throws {
    // Given: two failures, then an answer
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }
    try await failThenRetry(store, times: 2)
    service.releaseAll()
    await store.receive(.curriculumLoaded(.success(.fixture()))) {
      $0.isLoading = false
      $0.curriculum = .fixture()
      $0.failuresInARow = 0
    }

    // When: the list appears again, and its loads fail three times in a row
    await store.send(.viewDidDisappear(isLeaving: false))
    await store.send(.viewWillAppear) { $0.isLoading = true }
    try await failThenRetry(store, times: 2)
    try service.fail(.person)

    // Then: it took three
    await store.receive(.curriculumLoaded(.failure(reason))) {
      $0.isLoading = false
      $0.message = givingUp
      $0.failuresInARow = 3
    }
    #expect(store.state.rows == rows("Math", "History", "More"))

    // When: the list appears again, and its load fails
    await store.send(.viewDidDisappear(isLeaving: false))
    await store.send(.viewWillAppear) {
      $0.isLoading = true
      $0.message = nil
      $0.failuresInARow = 0
    }
    try service.fail(.person)

    // Then
    await store.receive(.curriculumLoaded(.failure(reason))) {
      $0.isLoading = false
      $0.message = failure
      $0.showsRetry = true
      $0.failuresInARow = 1
    }
    await store.finish()
  }

  // MARK: Helpers

  /// A test store over the list's reducer, from the state the screen starts from.
  private func makeSubjects() -> TestStore<SubjectsState, SubjectsAction> {
    TestStore(
      initialState: SubjectsState(),
      reducer: SubjectsReducer(repository: service.repository).reduce)
  }

  /// Fails the pending load and taps Retry, `times` times.
  private func failThenRetry(
    _ store: TestStore<SubjectsState, SubjectsAction>, times: Int
  ) async throws {
    for _ in 1...times {
      try service.fail(.person)
      await store.receive(.curriculumLoaded(.failure(reason))) {
        $0.isLoading = false
        $0.message = failure
        $0.showsRetry = true
        $0.failuresInARow += 1
      }
      await store.send(.retryTapped) {
        $0.isLoading = true
        $0.message = nil
        $0.showsRetry = false
      }
    }
  }
}
