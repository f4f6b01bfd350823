import Model
import TestSupport
import Testing

@testable import VIPER

/// W2, try again later, at VIPER's seam: the subject list's presenter alone, with a view spy,
/// an interactor spy and a router spy. The tests play the interactor's answers through the
/// presenter's output methods and, after each step, take the display models the view was given
/// in that step. Counting failures is a presentation matter: the interactor loads whenever it
/// is asked.
@MainActor
@Suite("VIPER workshop W2: try again later")
struct WorkshopTryAgainLaterTests {
  let view = SubjectsViewSpy()
  let interactor = SubjectsInteractorSpy()
  let router = SubjectsRouterSpy()
  let presenter: SubjectsPresenter
  let loading = SubjectsDisplayModel(isLoading: true)
  let failed = SubjectsDisplayModel(
    message: "Couldn't load subjects: Network unreachable", showsRetry: true)
  let gaveUp = SubjectsDisplayModel(
    message: "Couldn't load subjects: Network unreachable. Try again later.")

  init() {
    presenter = SubjectsPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() {
    // Given: two loads failed
    presenter.viewWillAppear()
    failThenRetry(times: 2)
    #expect(view.takeCalls() == [loading, failed, loading, failed, loading].map { .display($0) })
    #expect(interactor.takeCalls() == [.load, .load, .load])

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(view.takeCalls() == [.display(gaveUp)])
    #expect(interactor.takeCalls() == [])
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() {
    // Given: two failures, then an answer
    presenter.viewWillAppear()
    failThenRetry(times: 2)
    presenter.curriculumLoaded(.fixture())
    let open = rows("Math", "History", "More")
    #expect(
      view.takeCalls()
        == [loading, failed, loading, failed, loading, SubjectsDisplayModel(rows: open)].map {
          .display($0)
        })
    let loadingOpen = SubjectsDisplayModel(isLoading: true, rows: open)
    let failedOpen = SubjectsDisplayModel(message: failed.message, rows: open, showsRetry: true)
    let gaveUpOpen = SubjectsDisplayModel(message: gaveUp.message, rows: open)

    // When: the list appears again, and its loads fail three times in a row
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    failThenRetry(times: 2)
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then: it took three
    #expect(
      view.takeCalls()
        == [loadingOpen, failedOpen, loadingOpen, failedOpen, loadingOpen, gaveUpOpen].map {
          .display($0)
        })

    // When: the list appears again, and its load fails
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(view.takeCalls() == [loadingOpen, failedOpen].map { .display($0) })
  }

  // MARK: Helpers

  /// The interactor answers with a failure, and the user taps Retry, `times` times.
  private func failThenRetry(times: Int) {
    for _ in 1...times {
      presenter.curriculumFailed(ServiceError.unreachable)
      presenter.retryTapped()
    }
  }
}
