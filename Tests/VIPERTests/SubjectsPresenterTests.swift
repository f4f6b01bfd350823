import Model
import TestSupport
import Testing

@testable import VIPER

/// The subject-list presenter alone, with a view spy, an interactor spy and a router spy. The
/// tests play the interactor's answers through the presenter's output methods, so every state
/// the screen can be in is reached without a service, and after each step take the titles and
/// display models the view was given in that step, all of them, in order.
@MainActor
@Suite("VIPER SubjectsPresenter")
struct SubjectsPresenterTests {
  let view = SubjectsViewSpy()
  let interactor = SubjectsInteractorSpy()
  let router = SubjectsRouterSpy()
  let presenter: SubjectsPresenter

  /// Math, Physics and History offered; Math and History open.
  let curriculum = Curriculum.fixture()
  let history = Subject(id: 3, name: "History", phases: [.high])

  init() {
    presenter = SubjectsPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  @Test("S1 loads until all three answers arrive")
  func loadsUntilAllThreeAnswersArrive() {
    // When
    presenter.viewDidLoad()
    presenter.viewWillAppear()

    // Then
    #expect(
      view.takeCalls() == [
        .display(title: "Subjects"), .display(SubjectsDisplayModel(isLoading: true)),
      ])
    #expect(interactor.takeCalls() == [.load])

    // When: the interactor answers, once all three requests have (see SubjectsInteractorTests)
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.takeCalls() == [.display(SubjectsDisplayModel(rows: rows("Math", "History", "More")))])
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() {
    // Given
    presenter.viewWillAppear()
    #expect(view.takeCalls() == [.display(SubjectsDisplayModel(isLoading: true))])

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.takeCalls() == [.display(SubjectsDisplayModel(rows: rows("Math", "History", "More")))])
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() {
    // Given
    presenter.viewWillAppear()
    #expect(view.takeCalls() == [.display(SubjectsDisplayModel(isLoading: true))])

    // When
    presenter.curriculumLoaded(.fixture(.fixture(open: [])))

    // Then
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(message: "No open subjects", rows: rows("More")))
      ])
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() {
    let failure = "Couldn't load subjects: Network unreachable"

    // Given
    presenter.viewWillAppear()
    #expect(view.takeCalls() == [.display(SubjectsDisplayModel(isLoading: true))])

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(
      view.takeCalls() == [.display(SubjectsDisplayModel(message: failure, showsRetry: true))])

    // Given: the list has loaded once, and loads again on appearing again.
    presenter.retryTapped()
    presenter.curriculumLoaded(curriculum)
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(isLoading: true)),
        .display(SubjectsDisplayModel(rows: rows("Math", "History", "More"))),
        .display(SubjectsDisplayModel(isLoading: true, rows: rows("Math", "History", "More"))),
      ])

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then: the view is never told to drop the rows it shows.
    #expect(
      view.takeCalls() == [
        .display(
          SubjectsDisplayModel(
            message: failure, rows: rows("Math", "History", "More"), showsRetry: true))
      ])
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumFailed(ServiceError.unreachable)
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(isLoading: true)),
        .display(
          SubjectsDisplayModel(
            message: "Couldn't load subjects: Network unreachable", showsRetry: true)),
      ])
    #expect(interactor.takeCalls() == [.load])

    // When
    presenter.retryTapped()

    // Then
    #expect(view.takeCalls() == [.display(SubjectsDisplayModel(isLoading: true))])
    #expect(interactor.takeCalls() == [.load])

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.takeCalls() == [.display(SubjectsDisplayModel(rows: rows("Math", "History", "More")))])
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() {
    // Given: loaded, then covered by a pushed screen
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)
    presenter.viewDidDisappear(isLeaving: false)
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(isLoading: true)),
        .display(SubjectsDisplayModel(rows: rows("Math", "History", "More"))),
      ])
    #expect(interactor.takeCalls() == [.load])

    // When
    presenter.viewWillAppear()

    // Then: loading again, and no display model drops the rows
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(isLoading: true, rows: rows("Math", "History", "More")))
      ])
    #expect(interactor.takeCalls() == [.load])

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.takeCalls() == [.display(SubjectsDisplayModel(rows: rows("Math", "History", "More")))])
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)

    // When
    presenter.rowSelected(at: 1)

    // Then: the list's presenter asks its router for History's practice...
    #expect(router.takeRoutes() == [.practice(history)])

    // When
    let practiceInteractor = PracticeInteractorStub(subject: history)
    let practice = PracticePresenter(interactor: practiceInteractor)
    let practiceView = PracticeViewSpy()
    practice.view = practiceView
    practiceInteractor.output = practice
    practice.viewDidLoad()

    // Then: ...and Practice's presenter words the screen.
    #expect(
      practiceView.takeCalls() == [
        .display(title: "History"), .display(PracticeDisplayModel(prompt: "Practice History")),
      ])
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)

    // When
    presenter.rowSelected(at: 2)

    // Then: the list's presenter asks its router for All subjects, with what it loaded...
    #expect(router.takeRoutes() == [.allSubjects(curriculum)])

    // When
    let allSubjectsInteractor = AllSubjectsInteractorSpy()
    let allSubjects = AllSubjectsPresenter(interactor: allSubjectsInteractor)
    let allSubjectsView = AllSubjectsViewSpy()
    allSubjects.view = allSubjectsView
    allSubjects.viewDidLoad()
    allSubjects.curriculumProvided(curriculum)

    // Then: ...and All subjects' presenter shows every offered subject with its checkmark.
    #expect(allSubjectsInteractor.takeCalls() == [.provideCurriculum])
    #expect(
      allSubjectsView.takeCalls() == [
        .display(title: "All subjects"),
        .display(
          AllSubjectsDisplayModel(
            rows: checked(("Math", true), ("Physics", false), ("History", true)))),
      ])
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() {
    // Given: loaded, then covered by All subjects, which More opened, where Physics is
    // switched on
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)
    presenter.rowSelected(at: 2)
    presenter.viewDidDisappear(isLeaving: false)
    #expect(router.takeRoutes() == [.allSubjects(curriculum)])
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(isLoading: true)),
        .display(SubjectsDisplayModel(rows: rows("Math", "History", "More"))),
      ])
    #expect(interactor.takeCalls() == [.load])
    let switched = curriculum.setting(.on, for: 2)

    // When: All subjects is popped and the list appears again
    presenter.viewWillAppear()

    // Then
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(isLoading: true, rows: rows("Math", "History", "More")))
      ])
    #expect(interactor.takeCalls() == [.load])

    // When
    presenter.curriculumLoaded(switched)

    // Then
    #expect(
      view.takeCalls() == [
        .display(SubjectsDisplayModel(rows: rows("Math", "Physics", "History", "More")))
      ])
  }

  @Test("Going back cancels the load; being covered does not")
  func leavingCancelsTheLoad() {
    // Given
    presenter.viewWillAppear()
    #expect(interactor.takeCalls() == [.load])

    // When: Practice covers the list.
    presenter.viewDidDisappear(isLeaving: false)

    // Then
    #expect(interactor.takeCalls() == [])

    // When: the list is popped.
    presenter.viewDidDisappear(isLeaving: true)

    // Then
    #expect(interactor.takeCalls() == [.cancelLoad])
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)

    // When: the rows are Math, History and More
    presenter.rowSelected(at: 3)
    presenter.rowSelected(at: -1)

    // Then
    #expect(router.takeRoutes() == [])
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRow] {
  titles.map { SubjectRow(title: $0) }
}
