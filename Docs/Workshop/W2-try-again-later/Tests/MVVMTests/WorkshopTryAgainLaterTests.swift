import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVM

/// W2, try again later, at MVVM's seam: the subject list's view model alone, with a
/// `ControllableService`; the tests read its whole state after each input or answer.
@MainActor
@Suite("MVVM workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let failure = "Couldn't load subjects: Network unreachable"
  let givingUp = "Couldn't load subjects: Network unreachable. Try again later."

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() async throws {
    // Given: two loads failed
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()
    try await failThenRetry(viewModel, times: 2)

    // When
    try service.fail(.person)
    await settle()

    // Then
    #expect(viewModel.state == .init(message: givingUp))
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() async throws {
    // Given: two failures, then an answer
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()
    try await failThenRetry(viewModel, times: 2)
    service.releaseAll()
    await settle()

    // When: the list appears again, and its loads fail three times in a row
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()
    try await failThenRetry(viewModel, times: 2)
    try service.fail(.person)
    await settle()

    // Then: it took three
    let open = rows("Math", "History", "More")
    #expect(viewModel.state == .init(message: givingUp, rows: open))

    // When: the list appears again, and its load fails
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()
    try service.fail(.person)
    await settle()

    // Then
    #expect(viewModel.state == .init(message: failure, rows: open, showsRetry: true))
  }

  // MARK: Helpers

  /// Fails the pending load and taps Retry, `times` times.
  private func failThenRetry(_ viewModel: SubjectsViewModel, times: Int) async throws {
    for _ in 1...times {
      try service.fail(.person)
      await settle()
      viewModel.retryTapped()
      await settle()
    }
  }
}
