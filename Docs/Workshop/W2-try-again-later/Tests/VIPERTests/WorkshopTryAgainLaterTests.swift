import Model
import TestSupport
import Testing

@testable import VIPER

/// W2, try again later, at VIPER's seam: the subject list's presenter alone, with a view spy,
/// an interactor spy and a router spy. The tests play the interactor's answers through the
/// presenter's output methods and read the display models the view was given. Counting
/// failures is a presentation matter: the interactor loads whenever it is asked.
@MainActor
@Suite("VIPER workshop W2: try again later")
struct WorkshopTryAgainLaterTests {
  let view = SubjectsViewSpy()
  let interactor = SubjectsInteractorSpy()
  let router = SubjectsRouterSpy()
  let presenter: SubjectsPresenter
  let loading = SubjectsPresenterTests.loading()
  let failed = SubjectsPresenterTests.failed()
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

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(
      view.calls == [loading, failed, loading, failed, loading, gaveUp].map { .display($0) })
    #expect(interactor.calls == [.load, .load, .load])
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() {
    // Given: two failures, then an answer
    presenter.viewWillAppear()
    failThenRetry(times: 2)
    presenter.curriculumLoaded(.fixture())
    let open = rows("Math", "History", "More")
    let loadingOpen = SubjectsPresenterTests.loading(keeping: open)
    let failedOpen = SubjectsPresenterTests.failed(keeping: open)
    let gaveUpOpen = SubjectsDisplayModel(message: gaveUp.message, rows: open)

    // When: the list appears again, and its loads fail three times in a row
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    failThenRetry(times: 2)
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then: it took three
    let answered = [
      loading, failed, loading, failed, loading,
      SubjectsPresenterTests.loaded("Math", "History", "More"),
    ]
    let gaveUpAgain =
      answered + [loadingOpen, failedOpen, loadingOpen, failedOpen, loadingOpen, gaveUpOpen]
    #expect(view.calls == gaveUpAgain.map { .display($0) })

    // When: the list appears again, and its load fails
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(view.calls == (gaveUpAgain + [loadingOpen, failedOpen]).map { .display($0) })
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
