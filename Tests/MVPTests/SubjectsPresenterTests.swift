import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVP

/// The subject list's title, states, stale-answer guard, cancellation and navigation live in its
/// presenter, so the tests drive the presenter with a view spy and a `ControllableService`
/// behind the real `SubjectRepository`, and read the whole sequence of commands it gave.
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
    #expect(view.calls == [.show(title: "Subjects")] + Self.loadStarts)
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then
    #expect(view.calls == [.show(title: "Subjects")] + Self.loadStarts)

    // When
    try service.release(.subjects)
    await settle()

    // Then
    #expect(
      view.calls
        == [.show(title: "Subjects")] + Self.loadStarts + Self.loaded("Math", "History", "More"))
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(view.calls == Self.loadStarts + Self.loaded("Math", "History", "More"))
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given
    let service = ControllableService(data: .fixture(open: []))
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.calls
        == Self.loadStarts + [
          .showLoading(false), .showMessage("No open subjects"), .show(rows: rows("More")),
        ])
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()

    // When
    try service.release(.person)
    try service.fail(.records)
    await settle()

    // Then
    #expect(view.calls == Self.loadStarts + Self.failed)

    // Given: the list has loaded once, and loads again on appearing again.
    presenter.retryTapped()
    await settle()
    service.releaseAll()
    await settle()
    presenter.viewDidDisappear(isLeaving: false)
    presenter.viewWillAppear()
    await settle()

    // When
    try service.fail(.subjects)
    await settle()

    // Then: the view is never told to drop the rows it shows.
    #expect(
      view.calls
        == Self.loadStarts + Self.failed
        + Self.loadStarts + Self.loaded("Math", "History", "More")
        + Self.loadStarts + Self.failed)
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() async throws {
    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    try service.fail(.person)
    await settle()

    // When
    presenter.retryTapped()
    await settle()

    // Then
    #expect(view.calls == Self.loadStarts + Self.failed + Self.loadStarts)

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.calls
        == Self.loadStarts + Self.failed + Self.loadStarts + Self.loaded("Math", "History", "More"))
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

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest =
      Self.loadStarts + Self.loaded("Math", "History", "More") + Self.loadStarts
      + Self.loadStarts + Self.loaded("Math", "Physics", "History", "More")
    #expect(view.calls == newest)

    // When: ...and whatever the older load still waits for (without Physics) last.
    service.releaseAll()
    await settle()

    // Then
    #expect(view.calls == newest)
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async {
    // Given
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()

    // When
    presenter.viewDidDisappear(isLeaving: true)
    await settle()
    service.releaseAll()
    await settle()

    // Then: the load was cancelled, and nothing reached the view.
    #expect(service.pending == [])
    #expect(view.calls == Self.loadStarts)
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

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest =
      Self.loadStarts + Self.loaded("Math", "History", "More") + Self.loadStarts
      + Self.loadStarts + Self.loaded("Math", "Physics", "History", "More")
    #expect(view.calls == newest)

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled load, and nothing reached the view.
    #expect(service.pending == [])
    #expect(view.calls == newest)
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and the list loading.
    service.cancellationPolicy = .answersLate
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()

    // When: the list is left; its load is cancelled, its requests wait, and are answered.
    presenter.viewDidDisappear(isLeaving: true)
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()
    await settle()

    // Then: the answers reached the cancelled load, and nothing reached the view.
    #expect(service.pending == [])
    #expect(view.calls == Self.loadStarts)
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
    #expect(
      view.calls == Self.loadStarts + Self.loaded("Math", "History", "More") + Self.loadStarts)
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      view.calls
        == Self.loadStarts + Self.loaded("Math", "History", "More")
        + Self.loadStarts + Self.loaded("Math", "History", "More"))
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async {
    // Given
    let (presenter, view) = await loadedSubjects()
    let history = Subject(id: 3, name: "History", phases: [.high])

    // When
    presenter.rowSelected(at: 1)

    // Then: the list's presenter asks its view for History's practice...
    #expect(
      view.calls
        == Self.loadStarts + Self.loaded("Math", "History", "More") + [.openPractice(for: history)])

    // When
    let practice = PracticePresenter(subject: history)
    let practiceView = PracticeViewSpy()
    practice.view = practiceView
    practice.viewDidLoad()

    // Then: ...and Practice's presenter words the screen.
    #expect(practiceView.calls == [.show(title: "History"), .show(prompt: "Practice History")])
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() async {
    // Given
    let (presenter, view) = await loadedSubjects()
    let curriculum = Curriculum.fixture()

    // When
    presenter.rowSelected(at: 2)

    // Then: the list's presenter asks its view for All subjects, with what it loaded...
    #expect(
      view.calls
        == Self.loadStarts + Self.loaded("Math", "History", "More")
        + [.openAllSubjects(with: curriculum)])

    // When
    let allSubjects = AllSubjectsPresenter(curriculum: curriculum, repository: service.repository)
    let allSubjectsView = AllSubjectsViewSpy()
    allSubjects.view = allSubjectsView
    allSubjects.viewDidLoad()

    // Then: ...and All subjects' presenter shows every offered subject with its checkmark.
    #expect(
      allSubjectsView.calls == [
        .show(title: "All subjects"),
        .show(rows: checked(("Math", true), ("Physics", false), ("History", true))),
      ])
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then Physics switched on in All subjects
    let (presenter, view) = await loadedSubjects()
    presenter.rowSelected(at: 2)
    let allSubjects = AllSubjectsPresenter(
      curriculum: .fixture(), repository: service.repository)
    allSubjects.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()
    presenter.viewDidDisappear(isLeaving: false)

    // When: All subjects is popped and the list appears again
    presenter.viewWillAppear()
    await settle()

    // Then
    let reloading =
      Self.loadStarts + Self.loaded("Math", "History", "More")
      + [.openAllSubjects(with: .fixture())] + Self.loadStarts
    #expect(view.calls == reloading)

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(view.calls == reloading + Self.loaded("Math", "Physics", "History", "More"))
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let (presenter, view) = await loadedSubjects()

    // When: the rows are Math, History and More
    presenter.rowSelected(at: 3)
    presenter.rowSelected(at: -1)

    // Then
    #expect(view.calls == Self.loadStarts + Self.loaded("Math", "History", "More"))
  }

  // MARK: Helpers

  /// What the presenter tells the view when a load starts: the rows already shown stay.
  static let loadStarts: [SubjectsViewSpy.Call] = [
    .showLoading(true), .showMessage(nil), .showRetry(false),
  ]

  /// What the presenter tells the view when a request failed with `.unreachable`.
  static let failed: [SubjectsViewSpy.Call] = [
    .showLoading(false), .showMessage("Couldn't load subjects: Network unreachable"),
    .showRetry(true),
  ]

  /// What the presenter tells the view when the curriculum arrived with these open rows.
  static func loaded(_ titles: String...) -> [SubjectsViewSpy.Call] {
    [.showLoading(false), .showMessage(nil), .show(rows: titles.map { SubjectRow(title: $0) })]
  }

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

  /// A presenter that appeared and received every answer.
  private func loadedSubjects() async -> (SubjectsPresenter, SubjectsViewSpy) {
    let (presenter, view) = makeSubjects(service)
    presenter.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()
    return (presenter, view)
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRow] {
  titles.map { SubjectRow(title: $0) }
}
