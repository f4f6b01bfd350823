import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVP

/// W2, try again later, at MVP's seam: the subject list's presenter with a view spy and a
/// `ControllableService`; after each step the tests take the commands it gave in that step.
@MainActor
@Suite("MVP workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  /// What the presenter tells the view when a load starts: the rows already shown stay.
  let loadStarts: [SubjectsViewSpy.Call] = [
    .showLoading(true), .showMessage(nil), .showRetry(false),
  ]
  /// What the presenter tells the view when a load fails, and Retry is offered.
  let failed: [SubjectsViewSpy.Call] = [
    .showLoading(false), .showMessage("Couldn't load subjects: Network unreachable"),
    .showRetry(true),
  ]
  /// What the presenter tells the view when it gives up.
  let gaveUp: [SubjectsViewSpy.Call] = [
    .showLoading(false),
    .showMessage("Couldn't load subjects: Network unreachable. Try again later."),
    .showRetry(false),
  ]

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() async throws {
    // Given: two loads failed
    let (presenter, view) = makeSubjects()
    presenter.viewWillAppear()
    await settle()
    try await failThenRetry(presenter, times: 2)
    #expect(view.takeCalls() == loadStarts + failed + loadStarts + failed + loadStarts)

    // When
    try service.fail(.person)
    await settle()

    // Then
    #expect(view.takeCalls() == gaveUp)
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() async throws {
    // Given: two failures, then an answer
    let (presenter, view) = makeSubjects()
    presenter.viewWillAppear()
    await settle()
    try await failThenRetry(presenter, times: 2)
    service.releaseAll()
    await settle()
    #expect(
      view.takeCalls()
        == loadStarts + failed + loadStarts + failed + loadStarts + [
          .showLoading(false), .showMessage(nil), .show(rows: rows("Math", "History", "More")),
        ])

    // When: the list appears again, and its loads fail three times in a row
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()
    try await failThenRetry(presenter, times: 2)
    try service.fail(.person)
    await settle()

    // Then: it took three
    #expect(view.takeCalls() == loadStarts + failed + loadStarts + failed + loadStarts + gaveUp)

    // When: the list appears again, and its load fails
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()
    try service.fail(.person)
    await settle()

    // Then
    #expect(view.takeCalls() == loadStarts + failed)
  }

  // MARK: Helpers

  /// A presenter loading through the service, attached to a spy. The presenter holds its view
  /// weakly, so the test keeps the spy alive by holding it.
  private func makeSubjects() -> (SubjectsPresenter, SubjectsViewSpy) {
    let presenter = SubjectsPresenter(repository: service.repository)
    let view = SubjectsViewSpy()
    presenter.view = view
    return (presenter, view)
  }

  /// Fails the pending load and taps Retry, `times` times.
  private func failThenRetry(_ presenter: SubjectsPresenter, times: Int) async throws {
    for _ in 1...times {
      try service.fail(.person)
      await settle()
      presenter.retryTapped()
      await settle()
    }
  }
}
