import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVM

/// The subject list's title, states, stale-answer guard, cancellation and requests to move on
/// live in its view model, so the tests drive the view model alone, with a `ControllableService`
/// behind the real `SubjectRepository`, and read its whole state after each input or answer,
/// and the requests it made to its coordinator.
@MainActor
@Suite("MVVM SubjectsViewModel", .serialMainLoop)
struct SubjectsViewModelTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("S1 loads until all three answers arrive")
  func loadsUntilAllThreeAnswersArrive() async throws {
    // Given
    let viewModel = SubjectsViewModel(repository: service.repository)

    // When
    viewModel.viewWillAppear()
    await settle()

    // Then
    #expect(viewModel.title == "Subjects")
    #expect(viewModel.state == .init(isLoading: true))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then
    #expect(viewModel.state == .init(isLoading: true))

    // When
    try service.release(.subjects)
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given
    let service = ControllableService(data: .fixture(open: []))
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(viewModel.state == .init(message: "No open subjects", rows: rows("More")))
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
    let failure = "Couldn't load subjects: Network unreachable"

    // Given
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()

    // When
    try service.release(.person)
    try service.fail(.records)
    await settle()

    // Then
    #expect(viewModel.state == .init(message: failure, showsRetry: true))

    // Given: the list has loaded once, and loads again on appearing again.
    viewModel.retryTapped()
    await settle()
    service.releaseAll()
    await settle()
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()

    // When
    try service.fail(.subjects)
    await settle()

    // Then: the rows shown before the failure stay.
    #expect(
      viewModel.state
        == .init(message: failure, rows: rows("Math", "History", "More"), showsRetry: true))
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() async throws {
    // Given
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()
    try service.fail(.person)
    await settle()

    // When
    viewModel.retryTapped()
    await settle()

    // Then
    #expect(viewModel.state == .init(isLoading: true))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: loaded; then a second load, started on appearing again, is left waiting...
    let viewModel = await loadedSubjects()
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()
    // ...while Physics is switched on, and a third load starts on appearing again.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = SubjectsViewModel.State(rows: rows("Math", "Physics", "History", "More"))
    #expect(viewModel.state == newest)

    // When: ...and whatever the older load still waits for (without Physics) last.
    service.releaseAll()
    await settle()

    // Then
    #expect(viewModel.state == newest)
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async {
    // Given
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()

    // When
    viewModel.viewDidDisappear(isLeaving: true)
    await settle()
    service.releaseAll()
    await settle()

    // Then: the load was cancelled, and nothing reached the state.
    #expect(service.pending == [])
    #expect(viewModel.state == .init(isLoading: true))
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. Loaded; then a second load,
    // started on appearing again, is left waiting...
    service.cancellationPolicy = .answersLate
    let viewModel = await loadedSubjects()
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()
    // ...while Physics is switched on, and a third load, started on appearing again, outdates
    // it: its requests stay pending, cancelled.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = SubjectsViewModel.State(rows: rows("Math", "Physics", "History", "More"))
    #expect(viewModel.state == newest)

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled load, and nothing reached the state.
    #expect(service.pending == [])
    #expect(viewModel.state == newest)
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and the list loading.
    service.cancellationPolicy = .answersLate
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()

    // When: the list is left; its load is cancelled, its requests wait, and are answered.
    viewModel.viewDidDisappear(isLeaving: true)
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()
    await settle()

    // Then: the answers reached the cancelled load, and nothing reached the state.
    #expect(service.pending == [])
    #expect(viewModel.state == .init(isLoading: true))
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() async {
    // Given: loaded, then covered by a pushed screen
    let viewModel = await loadedSubjects()
    viewModel.viewDidDisappear(isLeaving: false)

    // When
    viewModel.viewWillAppear()
    await settle()

    // Then: loading again, keeping the rows
    #expect(viewModel.state == .init(isLoading: true, rows: rows("Math", "History", "More")))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async {
    // Given
    let viewModel = await loadedSubjects()
    var opened: [Opening] = []
    viewModel.openPractice = { opened.append(.practice($0)) }
    viewModel.openAllSubjects = { opened.append(.allSubjects($0)) }
    let history = Subject(id: 3, name: "History", phases: [.high])

    // When
    viewModel.rowSelected(at: 1)

    // Then: the list's view model asks its coordinator for History's practice...
    #expect(opened == [.practice(history)])

    // When
    let practice = PracticeViewModel(subject: history)

    // Then: ...and Practice's view model words the screen.
    #expect(practice.title == "History")
    #expect(practice.prompt == "Practice History")
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() async {
    // Given
    let viewModel = await loadedSubjects()
    var opened: [Opening] = []
    viewModel.openPractice = { opened.append(.practice($0)) }
    viewModel.openAllSubjects = { opened.append(.allSubjects($0)) }
    let curriculum = Curriculum.fixture()

    // When
    viewModel.rowSelected(at: 2)

    // Then: the list's view model asks its coordinator for All subjects, with what it loaded...
    #expect(opened == [.allSubjects(curriculum)])

    // When
    let allSubjects = AllSubjectsViewModel(curriculum: curriculum, repository: service.repository)

    // Then: ...and All subjects' view model shows every offered subject with its checkmark.
    #expect(allSubjects.title == "All subjects")
    #expect(
      allSubjects.state
        == .init(rows: checked(("Math", true), ("Physics", false), ("History", true))))
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then covered by All subjects, which More opened, where Physics is
    // switched on
    let viewModel = await loadedSubjects()
    var opened: [Opening] = []
    viewModel.openPractice = { opened.append(.practice($0)) }
    viewModel.openAllSubjects = { opened.append(.allSubjects($0)) }
    viewModel.rowSelected(at: 2)
    viewModel.viewDidDisappear(isLeaving: false)
    #expect(opened == [.allSubjects(.fixture())])
    let allSubjects = AllSubjectsViewModel(
      curriculum: .fixture(), repository: service.repository)
    allSubjects.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // When: All subjects is popped and the list appears again
    viewModel.viewWillAppear()
    await settle()

    // Then
    #expect(viewModel.state == .init(isLoading: true, rows: rows("Math", "History", "More")))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: rows("Math", "Physics", "History", "More")))
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let viewModel = await loadedSubjects()
    var opened: [Opening] = []
    viewModel.openPractice = { opened.append(.practice($0)) }
    viewModel.openAllSubjects = { opened.append(.allSubjects($0)) }

    // When: the rows are Math, History and More
    viewModel.rowSelected(at: 3)
    viewModel.rowSelected(at: -1)

    // Then
    #expect(opened == [])
  }

  // MARK: Helpers

  /// A request to move on that the view model made, as its coordinator hears it. A test
  /// records them by setting the view model's `open…` closures, as the coordinator does.
  enum Opening: Equatable {
    case practice(Subject)
    case allSubjects(Curriculum)
  }

  /// A view model that appeared and received every answer.
  private func loadedSubjects() async -> SubjectsViewModel {
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()
    return viewModel
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRow] {
  titles.map { SubjectRow(title: $0) }
}
