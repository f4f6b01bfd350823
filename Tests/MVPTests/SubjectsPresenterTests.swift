import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVP

/// The subject list's title, states, stale-answer guard, cancellation and navigation live in its
/// presenter, so the tests drive the presenter with a view spy and a `ControllableService`
/// behind the real `SubjectRepository`, and after each step take the commands the presenter gave
/// its view in that step, all of them, in order.
@MainActor
@Suite("MVP SubjectsPresenter", .serialMainLoop)
struct SubjectsPresenterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("S1 loads until all three answers arrive")
  func loadsUntilAllThreeAnswersArrive() async throws {
    // Given
    let (presenter, view) = makeSubjects(service)

    // When
    presenter.viewDidLoad()
    presenter.viewWillAppear()
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .show(title: "Subjects"), .showLoading(true), .showMessage(nil), .showRetry(false),
      ])
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then
    #expect(view.takeCalls() == [])

    // When
    try service.release(.subjects)
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage(nil), .show(rows: rows("Math", "History", "More")),
      ])
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage(nil), .show(rows: rows("Math", "History", "More")),
      ])
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given
    let service = ControllableService(data: .fixture(open: []))
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage("No open subjects"), .show(rows: rows("More")),
      ])
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
    let failure = "Couldn't load subjects: Network unreachable"

    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])

    // When
    try service.release(.person)
    try service.fail(.records)
    await settle()

    // Then
    #expect(view.takeCalls() == [.showLoading(false), .showMessage(failure), .showRetry(true)])

    // Given: the list has loaded once, and loads again on appearing again.
    presenter.retryTapped()
    await settle()
    service.releaseAll()
    await settle()
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()
    #expect(
      view.takeCalls() == [
        .showLoading(true), .showMessage(nil), .showRetry(false),
        .showLoading(false), .showMessage(nil), .show(rows: rows("Math", "History", "More")),
        .showLoading(true), .showMessage(nil), .showRetry(false),
      ])

    // When
    try service.fail(.subjects)
    await settle()

    // Then: the view is never told to drop the rows it shows.
    #expect(view.takeCalls() == [.showLoading(false), .showMessage(failure), .showRetry(true)])
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() async throws {
    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    try service.fail(.person)
    await settle()
    #expect(
      view.takeCalls() == [
        .showLoading(true), .showMessage(nil), .showRetry(false),
        .showLoading(false), .showMessage("Couldn't load subjects: Network unreachable"),
        .showRetry(true),
      ])

    // When
    presenter.retryTapped()
    await settle()

    // Then
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage(nil), .show(rows: rows("Math", "History", "More")),
      ])
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: loaded; then a second load, started on appearing again, is left waiting...
    let (presenter, view) = await loadedSubjects()
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()
    // ...while Physics is switched on, and a third load starts on appearing again.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()
    #expect(
      view.takeCalls() == [
        .showLoading(true), .showMessage(nil), .showRetry(false),
        .showLoading(true), .showMessage(nil), .showRetry(false),
      ])

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage(nil),
        .show(rows: rows("Math", "Physics", "History", "More")),
      ])

    // When: ...and whatever the older load still waits for (without Physics) last.
    service.releaseAll()
    await settle()

    // Then
    #expect(view.takeCalls() == [])
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async {
    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])

    // When
    presenter.viewDidDisappear(isLeaving: true)
    await settle()
    service.releaseAll()
    await settle()

    // Then: the load was cancelled, and nothing reached the view.
    #expect(service.pending == [])
    #expect(view.takeCalls() == [])
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. Loaded; then a second load,
    // started on appearing again, is left waiting...
    service.cancellationPolicy = .answersLate
    let (presenter, view) = await loadedSubjects()
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()
    // ...while Physics is switched on, and a third load, started on appearing again, outdates
    // it: its requests stay pending, cancelled.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    #expect(
      view.takeCalls() == [
        .showLoading(true), .showMessage(nil), .showRetry(false),
        .showLoading(true), .showMessage(nil), .showRetry(false),
      ])

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage(nil),
        .show(rows: rows("Math", "Physics", "History", "More")),
      ])

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled load, and nothing reached the view.
    #expect(service.pending == [])
    #expect(view.takeCalls() == [])
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and the list loading.
    service.cancellationPolicy = .answersLate
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])

    // When: the list is left; its load is cancelled, its requests wait, and are answered.
    presenter.viewDidDisappear(isLeaving: true)
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()
    await settle()

    // Then: the answers reached the cancelled load, and nothing reached the view.
    #expect(service.pending == [])
    #expect(view.takeCalls() == [])
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() async {
    // Given: loaded, then covered by a pushed screen
    let (presenter, view) = await loadedSubjects()
    presenter.viewDidDisappear(isLeaving: false)

    // When
    presenter.viewWillAppear()
    await settle()

    // Then: loading again, and no command drops the rows
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage(nil), .show(rows: rows("Math", "History", "More")),
      ])
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async {
    // Given
    let (presenter, view) = await loadedSubjects()
    let history = Subject(id: 3, name: "History", phases: [.high])

    // When
    presenter.rowSelected(at: 1)

    // Then: the list's presenter asks its view for History's practice...
    #expect(view.takeCalls() == [.openPractice(for: history)])

    // When
    let practice = PracticePresenter(subject: history)
    let practiceView = PracticeViewSpy()
    practice.view = practiceView
    practice.viewDidLoad()

    // Then: ...and Practice's presenter words the screen.
    #expect(
      practiceView.takeCalls() == [.show(title: "History"), .show(prompt: "Practice History")])
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() async {
    // Given
    let (presenter, view) = await loadedSubjects()
    let curriculum = Curriculum.fixture()

    // When
    presenter.rowSelected(at: 2)

    // Then: the list's presenter asks its view for All subjects, with what it loaded...
    #expect(view.takeCalls() == [.openAllSubjects(with: curriculum)])

    // When
    let allSubjects = AllSubjectsPresenter(curriculum: curriculum, repository: service.repository)
    let allSubjectsView = AllSubjectsViewSpy()
    allSubjects.view = allSubjectsView
    allSubjects.viewDidLoad()

    // Then: ...and All subjects' presenter shows every offered subject with its checkmark.
    #expect(
      allSubjectsView.takeCalls() == [
        .show(title: "All subjects"),
        .show(rows: checked(("Math", true), ("Physics", false), ("History", true))),
      ])
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then covered by All subjects, which More opened, where Physics is
    // switched on
    let (presenter, view) = await loadedSubjects()
    presenter.rowSelected(at: 2)
    presenter.viewDidDisappear(isLeaving: false)
    #expect(view.takeCalls() == [.openAllSubjects(with: .fixture())])
    let allSubjects = AllSubjectsPresenter(
      curriculum: .fixture(), repository: service.repository)
    allSubjects.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // When: All subjects is popped and the list appears again
    presenter.viewWillAppear()
    await settle()

    // Then
    #expect(view.takeCalls() == [.showLoading(true), .showMessage(nil), .showRetry(false)])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showLoading(false), .showMessage(nil),
        .show(rows: rows("Math", "Physics", "History", "More")),
      ])
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let (presenter, view) = await loadedSubjects()

    // When: the rows are Math, History and More
    presenter.rowSelected(at: 3)
    presenter.rowSelected(at: -1)

    // Then
    #expect(view.takeCalls() == [])
  }

  // MARK: Helpers

  /// A presenter loading through `service`, attached to a spy. The presenter holds its view
  /// weakly, so the test keeps the spy alive by holding it.
  private func makeSubjects(_ service: ControllableService) -> (
    SubjectsPresenter, SubjectsViewSpy
  ) {
    let presenter = SubjectsPresenter(repository: service.repository)
    let view = SubjectsViewSpy()
    presenter.view = view
    return (presenter, view)
  }

  /// A presenter that appeared and received every answer, having told its view so: the
  /// commands of that first load are taken, and checked, here.
  private func loadedSubjects() async -> (SubjectsPresenter, SubjectsViewSpy) {
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()
    #expect(
      view.takeCalls() == [
        .showLoading(true), .showMessage(nil), .showRetry(false),
        .showLoading(false), .showMessage(nil), .show(rows: rows("Math", "History", "More")),
      ])
    return (presenter, view)
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRow] {
  titles.map { SubjectRow(title: $0) }
}
