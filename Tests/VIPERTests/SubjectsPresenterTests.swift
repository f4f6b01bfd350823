import Model
import TestSupport
import Testing

@testable import VIPER

/// The subject-list presenter alone, with a view spy, an interactor spy and a router spy. The
/// tests play the interactor's answers through the presenter's output methods, so every state
/// the screen can be in is reached without a service, and read the whole sequence of titles
/// and display models the view was given.
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
    #expect(view.calls == [.display(title: "Subjects"), .display(Self.loading())])
    #expect(interactor.calls == [.load])

    // When: the interactor answers, once all three requests have (see SubjectsInteractorTests)
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.calls == [
        .display(title: "Subjects"), .display(Self.loading()),
        .display(Self.loaded("Math", "History", "More")),
      ])
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() {
    // Given
    presenter.viewWillAppear()

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.calls == [.display(Self.loading()), .display(Self.loaded("Math", "History", "More"))])
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() {
    // Given
    presenter.viewWillAppear()

    // When
    presenter.curriculumLoaded(.fixture(.fixture(open: [])))

    // Then
    #expect(
      view.calls == [
        .display(Self.loading()),
        .display(SubjectsDisplayModel(message: "No open subjects", rows: rows("More"))),
      ])
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() {
    // Given
    presenter.viewWillAppear()

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then
    #expect(view.calls == [.display(Self.loading()), .display(Self.failed())])

    // Given: rows on screen, then a reload
    presenter.retryTapped()
    presenter.curriculumLoaded(curriculum)
    presenter.viewWillAppear()

    // When
    presenter.curriculumFailed(ServiceError.unreachable)

    // Then: the view is never told to drop the rows it shows
    let open = rows("Math", "History", "More")
    #expect(
      view.calls == [
        .display(Self.loading()), .display(Self.failed()),
        .display(Self.loading()), .display(Self.loaded("Math", "History", "More")),
        .display(Self.loading(keeping: open)), .display(Self.failed(keeping: open)),
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
    #expect(
      view.calls == [.display(Self.loading()), .display(Self.failed()), .display(Self.loading())])
    #expect(interactor.calls == [.load, .load])

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.calls == [
        .display(Self.loading()), .display(Self.failed()), .display(Self.loading()),
        .display(Self.loaded("Math", "History", "More")),
      ])
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() {
    // Given: loaded, then covered by a pushed screen
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)
    presenter.viewDidDisappear(isLeaving: false)

    // When
    presenter.viewWillAppear()

    // Then: loading again, and no display model drops the rows
    let open = rows("Math", "History", "More")
    #expect(
      view.calls == [
        .display(Self.loading()), .display(Self.loaded("Math", "History", "More")),
        .display(Self.loading(keeping: open)),
      ])
    #expect(interactor.calls == [.load, .load])

    // When
    presenter.curriculumLoaded(curriculum)

    // Then
    #expect(
      view.calls == [
        .display(Self.loading()), .display(Self.loaded("Math", "History", "More")),
        .display(Self.loading(keeping: open)), .display(Self.loaded("Math", "History", "More")),
      ])
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() {
    // Given
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)

    // When
    presenter.rowSelected(at: 1)

    // Then: the list's presenter asks its router for History's practice...
    #expect(router.routes == [.practice(history)])

    // When
    let practiceInteractor = PracticeInteractorStub(subject: history)
    let practice = PracticePresenter(interactor: practiceInteractor)
    let practiceView = PracticeViewSpy()
    practice.view = practiceView
    practiceInteractor.output = practice
    practice.viewDidLoad()

    // Then: ...and Practice's presenter words the screen.
    #expect(
      practiceView.calls == [
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
    #expect(router.routes == [.allSubjects(curriculum)])

    // When
    let allSubjectsInteractor = AllSubjectsInteractorSpy()
    let allSubjects = AllSubjectsPresenter(interactor: allSubjectsInteractor)
    let allSubjectsView = AllSubjectsViewSpy()
    allSubjects.view = allSubjectsView
    allSubjects.viewDidLoad()
    allSubjects.curriculumProvided(curriculum)

    // Then: ...and All subjects' presenter shows every offered subject with its checkmark.
    #expect(allSubjectsInteractor.calls == [.provideCurriculum])
    #expect(
      allSubjectsView.calls == [
        .display(title: "All subjects"),
        .display(
          AllSubjectsDisplayModel(
            rows: checked(("Math", true), ("Physics", false), ("History", true)))),
      ])
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() {
    // Given: loaded, then Physics switched on in All subjects
    presenter.viewWillAppear()
    presenter.curriculumLoaded(curriculum)
    presenter.rowSelected(at: 2)
    presenter.viewDidDisappear(isLeaving: false)
    let switched = curriculum.setting(.on, for: 2)

    // When: All subjects is popped and the list appears again
    presenter.viewWillAppear()
    presenter.curriculumLoaded(switched)

    // Then
    #expect(router.routes == [.allSubjects(curriculum)])
    #expect(interactor.calls == [.load, .load])
    #expect(
      view.calls == [
        .display(Self.loading()), .display(Self.loaded("Math", "History", "More")),
        .display(Self.loading(keeping: rows("Math", "History", "More"))),
        .display(Self.loaded("Math", "Physics", "History", "More")),
      ])
  }

  @Test("Going back cancels the load; being covered does not")
  func leavingCancelsTheLoad() {
    // Given
    presenter.viewWillAppear()

    // When: Practice covers the list.
    presenter.viewDidDisappear(isLeaving: false)

    // Then
    #expect(interactor.calls == [.load])

    // When: the list is popped.
    presenter.viewDidDisappear(isLeaving: true)

    // Then
    #expect(interactor.calls == [.load, .cancelLoad])
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
    #expect(router.routes == [])
  }

  // MARK: Helpers

  /// What the presenter shows when a load starts: the rows already shown stay.
  static func loading(keeping rows: [SubjectRow] = []) -> SubjectsDisplayModel {
    SubjectsDisplayModel(isLoading: true, rows: rows)
  }

  /// What the presenter shows when a request failed with `.unreachable`.
  static func failed(keeping rows: [SubjectRow] = []) -> SubjectsDisplayModel {
    SubjectsDisplayModel(
      message: "Couldn't load subjects: Network unreachable", rows: rows, showsRetry: true)
  }

  /// What the presenter shows when the curriculum arrived with these open rows.
  static func loaded(_ titles: String...) -> SubjectsDisplayModel {
    SubjectsDisplayModel(rows: titles.map { SubjectRow(title: $0) })
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRow] {
  titles.map { SubjectRow(title: $0) }
}
