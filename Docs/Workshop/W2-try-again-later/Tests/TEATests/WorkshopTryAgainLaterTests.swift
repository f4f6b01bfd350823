import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import TEA

/// W2, try again later, at TEA's seam: the subject list's reducer in its real store, its loads
/// running against a `ControllableService`; the tests send the screen's actions and read what
/// the view draws from the state: the message, Retry and the rows.
@MainActor
@Suite("TEA workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let store: Store<SubjectsState, SubjectsAction>
  let failure = "Couldn't load subjects: Network unreachable"
  let givingUp = "Couldn't load subjects: Network unreachable. Try again later."

  init() {
    store = Store(
      initialState: SubjectsState(),
      reducer: SubjectsReducer(repository: service.repository).reduce)
  }

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() async throws {
    // Given: two loads failed
    store.send(.viewWillAppear)
    await settle()
    try await failThenRetry(times: 2)

    // When
    try service.fail(.person)
    await settle()

    // Then
    #expect(shown() == Shown(message: givingUp))
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() async throws {
    // Given: two failures, then an answer
    store.send(.viewWillAppear)
    await settle()
    try await failThenRetry(times: 2)
    service.releaseAll()
    await settle()

    // When: the list appears again, and its loads fail three times in a row
    store.send(.viewDidDisappear(isLeaving: false))
    store.send(.viewWillAppear)
    await settle()
    try await failThenRetry(times: 2)
    try service.fail(.person)
    await settle()

    // Then: it took three
    let open = rows("Math", "History", "More")
    #expect(shown() == Shown(message: givingUp, rows: open))

    // When: the list appears again, and its load fails
    store.send(.viewDidDisappear(isLeaving: false))
    store.send(.viewWillAppear)
    await settle()
    try service.fail(.person)
    await settle()

    // Then
    #expect(shown() == Shown(message: failure, rows: open, showsRetry: true))
  }

  // MARK: Helpers

  /// What the view draws from the state: the spinner, the message, the rows and Retry.
  struct Shown: Equatable {
    var isLoading = false
    var message: String?
    var rows: [SubjectRow] = []
    var showsRetry = false
  }

  private func shown() -> Shown {
    Shown(
      isLoading: store.state.isLoading, message: store.state.message, rows: store.state.rows,
      showsRetry: store.state.showsRetry)
  }

  /// Fails the pending load and taps Retry, `times` times.
  private func failThenRetry(times: Int) async throws {
    for _ in 1...times {
      try service.fail(.person)
      await settle()
      store.send(.retryTapped)
      await settle()
    }
  }
}
