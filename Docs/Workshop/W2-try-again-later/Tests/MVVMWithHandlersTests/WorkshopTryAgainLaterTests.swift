import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// W2, try again later, at MVVM with handlers' seam: the subject list's context with its real
/// handlers and no view, with a `ControllableService`. The business handler hears the screen's
/// events, as the view controller and the view pass them on; the tests read the view model's
/// whole state after each step.
@MainActor
@Suite("MVVMWithHandlers workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let failure = "Couldn't load subjects: Network unreachable"
  let givingUp = "Couldn't load subjects: Network unreachable. Try again later."

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() async throws {
    // Given: two loads failed
    let context = makeSubjects()
    context.businessHandler.viewWillAppear()
    await settle()
    try await failThenRetry(context, times: 2)

    // When
    try service.fail(.person)
    await settle()

    // Then
    #expect(context.viewModel.state == .init(message: givingUp))
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() async throws {
    // Given: two failures, then an answer
    let context = makeSubjects()
    context.businessHandler.viewWillAppear()
    await settle()
    try await failThenRetry(context, times: 2)
    service.releaseAll()
    await settle()

    // When: the list appears again, and its loads fail three times in a row
    context.businessHandler.viewDidDisappear(isLeaving: false)
    context.businessHandler.viewWillAppear()
    await settle()
    try await failThenRetry(context, times: 2)
    try service.fail(.person)
    await settle()

    // Then: it took three
    let open = rows("Math", "History", "More")
    #expect(context.viewModel.state == .init(message: givingUp, rows: open))

    // When: the list appears again, and its load fails
    context.businessHandler.viewDidDisappear(isLeaving: false)
    context.businessHandler.viewWillAppear()
    await settle()
    try service.fail(.person)
    await settle()

    // Then
    #expect(context.viewModel.state == .init(message: failure, rows: open, showsRetry: true))
  }

  // MARK: Helpers

  /// The list's context, with its real handlers, as its view controller makes it.
  private func makeSubjects() -> SubjectsContext {
    SubjectsContext(
      dataHandler: SubjectsDataHandler(repository: service.repository),
      businessHandler: SubjectsBusinessHandler())
  }

  /// Fails the pending load and taps Retry, `times` times.
  private func failThenRetry(_ context: SubjectsContext, times: Int) async throws {
    for _ in 1...times {
      try service.fail(.person)
      await settle()
      context.businessHandler.retryTapped()
      await settle()
    }
  }
}
