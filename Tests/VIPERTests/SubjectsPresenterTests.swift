import Model
import TestSupport
import Testing

@testable import VIPER

/// The subject-list presenter alone, with a view spy, an interactor spy and a router spy. The
/// tests play the interactor's answers through the presenter's output methods, so every state
/// the screen can be in is reached without a service.
@MainActor
@Suite("VIPER subject-list presenter")
struct SubjectsPresenterTests {
  let view = SubjectsViewSpy()
  let interactor = SubjectsInteractorSpy()
  let router = SubjectsRouterSpy()
  let presenter: SubjectsPresenter

  /// Math, Physics and History offered; Math and History open.
  let curriculum = Curriculum.fixture()
  let loading = SubjectsDisplayModel(isLoading: true)
  let loaded = SubjectsDisplayModel(rows: rows("Math", "History", "More"))

  init() {
    presenter = SubjectsPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  @Test("Appearing shows loading with no rows and asks the interactor to load")
  func appearingShowsLoading() {
    // When
    presenter.viewWillAppear()

    // Then
    #expect(view.displayed == [loading])
    #expect(interactor.calls == [.loadCurriculum])
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() {
    // Given
    presenter.viewWillAppear()

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(view.displayed == [loading, loaded])
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() {
    // Given
    presenter.viewWillAppear()

    // When
    presenter.curriculumLoaded(.fixture(.fixture(open: [])))

    // Then
    #expect(
      view.displayed == [
        loading, SubjectsDisplayModel(message: "No open subjects", rows: rows("More")),
      ])
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() {
    let failure = "Couldn't load subjects: Network unreachable"
    // Given
    presenter.viewWillAppear()

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(
      view.displayed == [loading, SubjectsDisplayModel(message: failure, showsRetry: true)])

    // Given: rows were shown before the next failure.
    presenter.retryTapped()
    presenter.curriculumLoaded(curriculum)
    presenter.viewWillAppear()

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(
      view.displayed.suffix(2) == [
        SubjectsDisplayModel(isLoading: true, rows: loaded.rows),
        SubjectsDisplayModel(message: failure, showsRetry: true, rows: loaded.rows),
      ])
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumFailed(ServiceError.unreachable)

    // When
    presenter.retryTapped()

    // Then
    #expect(view.displayed.last == loading)
    #expect(interactor.calls == [.loadCurriculum, .loadCurriculum])

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(view.displayed.last == loaded)
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)

    // When
    presenter.viewWillAppear()

    // Then
    #expect(
      view.displayed == [loading, loaded, SubjectsDisplayModel(isLoading: true, rows: loaded.rows)])
    #expect(interactor.calls == [.loadCurriculum, .loadCurriculum])

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(view.displayed.last == loaded)
  }

  @Test("Going back cancels the load; being covered does not")
  func leavingCancelsTheLoad() {
    // Given
    presenter.viewWillAppear()

    // When: Practice covers the list.
    presenter.viewDidDisappear(isLeaving: false)

    // Then
    #expect(interactor.calls == [.loadCurriculum])

    // When: the list is popped.
    presenter.viewDidDisappear(isLeaving: true)

    // Then
    #expect(interactor.calls == [.loadCurriculum, .cancelLoading])
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)

    // When
    presenter.rowSelected(at: 1)

    // Then
    #expect(router.routes == [.practice(Subject(id: 3, name: "History", phases: [.high]))])
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)

    // When
    presenter.rowSelected(at: 2)

    // Then: All subjects gets the whole curriculum, statuses and all.
    #expect(router.routes == [.allSubjects(curriculum)])
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() {
    // Given: the list was shown, then Physics was switched on in All subjects.
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)
    let switched = curriculum.setting(.on, for: 2)

    // When
    presenter.viewWillAppear()
    presenter.curriculumLoaded(switched)

    // Then
    #expect(interactor.calls == [.loadCurriculum, .loadCurriculum])
    #expect(
      view.displayed.suffix(2) == [
        SubjectsDisplayModel(isLoading: true, rows: loaded.rows),
        SubjectsDisplayModel(rows: rows("Math", "Physics", "History", "More")),
      ])
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRowDisplayModel] {
  titles.map { SubjectRowDisplayModel(title: $0) }
}
