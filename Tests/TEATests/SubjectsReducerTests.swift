import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import TEA

/// The subject list's title, states, loads, cancellation and navigation live in its reducer
/// and the effects it returns, so the tests run the reducer in a test store, its effects
/// against the real `SubjectRepository` over a `ControllableService`. Every action, sent or
/// fed back by an effect, comes with the exact state it leads to, and each test ends with no
/// action unasserted and no effect running: a stale answer that reached the reducer would fail
/// the test as an action nobody expected. The rows, derived from the state, are read where they
/// matter.
@MainActor
@Suite("TEA SubjectsReducer", .serialMainLoop)
struct SubjectsReducerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let failure = ServiceFailure(reason: "Network unreachable")
  /// The curriculum with Physics switched on as well.
  let withPhysics = Curriculum.fixture().setting(.on, for: 2)

  @Test("S1 loads until all three answers arrive")
  func loadsUntilAllThreeAnswersArrive() async throws {
    // Given
    let store = makeSubjects()

    // When
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // Then
    #expect(store.state.title == "Subjects")
    #expect(store.state.rows == [])
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    try service.release(.records)
    try service.release(.person)

    // Then: no answer yet, so no change
    await store.receiveNothing()

    // When
    try service.release(.subjects)

    // Then
    await store.receive(.curriculumLoaded(.success(.fixture()))) {
      $0.isLoading = false
      $0.curriculum = .fixture()
    }
    #expect(store.state.rows == rows("Math", "History", "More"))
    await store.finish()
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // When
    service.releaseAll()

    // Then
    await store.receive(.curriculumLoaded(.success(.fixture()))) {
      $0.isLoading = false
      $0.curriculum = .fixture()
    }
    #expect(store.state.rows == rows("Math", "History", "More"))
    await store.finish()
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given
    let service = ControllableService(data: .fixture(open: []))
    let store = makeSubjects(service)
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // When
    service.releaseAll()

    // Then
    let noneOpen = Curriculum.fixture(.fixture(open: []))
    await store.receive(.curriculumLoaded(.success(noneOpen))) {
      $0.isLoading = false
      $0.curriculum = noneOpen
      $0.message = "No open subjects"
    }
    #expect(store.state.rows == rows("More"))
    await store.finish()
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
    // Given
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // When
    try service.release(.person)
    try service.fail(.records)

    // Then
    await store.receive(.curriculumLoaded(.failure(failure))) {
      $0.isLoading = false
      $0.message = "Couldn't load subjects: Network unreachable"
      $0.showsRetry = true
    }

    // Given: the list has loaded once, and loads again on appearing again.
    await store.send(.retryTapped) {
      $0.isLoading = true
      $0.message = nil
      $0.showsRetry = false
    }
    service.releaseAll()
    await store.receive(.curriculumLoaded(.success(.fixture()))) {
      $0.isLoading = false
      $0.curriculum = .fixture()
    }
    await store.send(.viewDidDisappear(isLeaving: false))
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // When
    try service.fail(.subjects)

    // Then: the rows shown before the failure stay.
    await store.receive(.curriculumLoaded(.failure(failure))) {
      $0.isLoading = false
      $0.message = "Couldn't load subjects: Network unreachable"
      $0.showsRetry = true
    }
    #expect(store.state.rows == rows("Math", "History", "More"))
    await store.finish()
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() async throws {
    // Given
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }
    try service.fail(.person)
    await store.receive(.curriculumLoaded(.failure(failure))) {
      $0.isLoading = false
      $0.message = "Couldn't load subjects: Network unreachable"
      $0.showsRetry = true
    }

    // When
    await store.send(.retryTapped) {
      $0.isLoading = true
      $0.message = nil
      $0.showsRetry = false
    }

    // Then
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()

    // Then
    await store.receive(.curriculumLoaded(.success(.fixture()))) {
      $0.isLoading = false
      $0.curriculum = .fixture()
    }
    #expect(store.state.rows == rows("Math", "History", "More"))
    await store.finish()
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: loaded; then a second load, started on appearing again, is left waiting...
    let store = await loadedSubjects()
    await store.send(.viewDidDisappear(isLeaving: false))
    await store.send(.viewWillAppear) { $0.isLoading = true }
    // ...while Physics is switched on, and a third load starts on appearing again.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    await store.send(.viewDidDisappear(isLeaving: false))
    await store.send(.viewWillAppear)

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }

    // Then
    await store.receive(.curriculumLoaded(.success(withPhysics))) {
      $0.isLoading = false
      $0.curriculum = withPhysics
    }
    #expect(store.state.rows == rows("Math", "Physics", "History", "More"))

    // When: ...and whatever the older load still waits for (without Physics) last.
    service.releaseAll()

    // Then: nothing more reaches the reducer.
    await store.finish()
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async {
    // Given
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // When: no change of state; the load is cancelled
    await store.send(.viewDidDisappear(isLeaving: true))
    service.releaseAll()

    // Then: the load's requests were withdrawn, and nothing reached the reducer.
    #expect(service.pending == [])
    await store.finish()
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. Loaded; then a second load,
    // started on appearing again, is left waiting...
    service.cancellationPolicy = .answersLate
    let store = await loadedSubjects()
    await store.send(.viewDidDisappear(isLeaving: false))
    await store.send(.viewWillAppear) { $0.isLoading = true }
    // ...while Physics is switched on, and a third load, started on appearing again, outdates
    // it: its requests stay pending, cancelled.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    await store.send(.viewDidDisappear(isLeaving: false))
    await store.send(.viewWillAppear)
    try #require(service.pending.filter(\.isCancelled).count == 3)

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }

    // Then
    await store.receive(.curriculumLoaded(.success(withPhysics))) {
      $0.isLoading = false
      $0.curriculum = withPhysics
    }
    #expect(store.state.rows == rows("Math", "Physics", "History", "More"))

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()

    // Then: they reached the cancelled effect, and nothing reached the reducer.
    await store.finish()
    #expect(service.pending == [])
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and the list loading.
    service.cancellationPolicy = .answersLate
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // When: the list is left; its load is cancelled, its requests wait, and are answered.
    await store.send(.viewDidDisappear(isLeaving: true))
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()

    // Then: the answers reached the cancelled effect, and nothing reached the reducer.
    await store.finish()
    #expect(service.pending == [])
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() async {
    // Given: loaded, then covered by a pushed screen
    let store = await loadedSubjects()
    await store.send(.viewDidDisappear(isLeaving: false))

    // When
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // Then: loading again, keeping the rows
    #expect(store.state.rows == rows("Math", "History", "More"))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()

    // Then
    await store.receive(.curriculumLoaded(.success(.fixture()))) { $0.isLoading = false }
    await store.finish()
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async {
    // Given
    let store = await loadedSubjects()
    let history = Subject(id: 3, name: "History", phases: [.high])

    // When, then: the list's state names History's practice as its destination...
    await store.send(.rowSelected(at: 1)) {
      $0.destination = .practice(PracticeState(subject: history))
    }

    // When
    let practice = PracticeState(subject: history)

    // Then: ...and Practice's state words the screen.
    #expect(practice.title == "History")
    #expect(practice.prompt == "Practice History")
    await store.finish()
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() async {
    // Given
    let store = await loadedSubjects()
    let curriculum = Curriculum.fixture()

    // When, then: the list's state names All subjects, with what it loaded...
    await store.send(.rowSelected(at: 2)) {
      $0.destination = .allSubjects(AllSubjectsState(curriculum: curriculum))
    }

    // When
    let allSubjects = AllSubjectsState(curriculum: curriculum)

    // Then: ...and All subjects' state shows every offered subject with its checkmark.
    #expect(allSubjects.title == "All subjects")
    #expect(allSubjects.message == nil)
    #expect(allSubjects.rows == checked(("Math", true), ("Physics", false), ("History", true)))
    await store.finish()
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then covered by All subjects, which More opened, where Physics is
    // switched on
    let store = await loadedSubjects()
    await store.send(.rowSelected(at: 2)) {
      $0.destination = .allSubjects(AllSubjectsState(curriculum: .fixture()))
    }
    await store.send(.viewDidDisappear(isLeaving: false))
    let allSubjects = TestStore(
      initialState: AllSubjectsState(curriculum: .fixture()),
      reducer: AllSubjectsReducer(repository: service.repository).reduce)
    await allSubjects.send(.rowSelected(at: 1)) { $0.switching = [2] }
    try service.release(.setStatus)
    await allSubjects.receive(
      .switchAnswered(Subject(id: 2, name: "Physics", phases: [.high]), .success(.on))
    ) {
      $0.switching = []
      $0.curriculum = withPhysics
    }
    await allSubjects.finish()

    // When: All subjects is popped and the list appears again
    await store.send(.destinationDismissed) { $0.destination = nil }
    await store.send(.viewWillAppear) { $0.isLoading = true }

    // Then
    #expect(store.state.rows == rows("Math", "History", "More"))

    // When
    service.releaseAll()

    // Then
    await store.receive(.curriculumLoaded(.success(withPhysics))) {
      $0.isLoading = false
      $0.curriculum = withPhysics
    }
    #expect(store.state.rows == rows("Math", "Physics", "History", "More"))
    await store.finish()
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let store = await loadedSubjects()

    // When, then: the rows are Math, History and More; no change of state
    await store.send(.rowSelected(at: 3))
    await store.send(.rowSelected(at: -1))
    await store.finish()
  }

  // MARK: Helpers

  /// A test store over the list's reducer, loading through `service`, from the state the screen
  /// starts from.
  private func makeSubjects(
    _ service: ControllableService? = nil
  ) -> TestStore<SubjectsState, SubjectsAction> {
    TestStore(
      initialState: SubjectsState(),
      reducer: SubjectsReducer(repository: (service ?? self.service).repository).reduce)
  }

  /// A list that appeared and received every answer.
  private func loadedSubjects() async -> TestStore<SubjectsState, SubjectsAction> {
    let store = makeSubjects()
    await store.send(.viewWillAppear) { $0.isLoading = true }
    service.releaseAll()
    await store.receive(.curriculumLoaded(.success(.fixture()))) {
      $0.isLoading = false
      $0.curriculum = .fixture()
    }
    return store
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRow] {
  titles.map { SubjectRow(title: $0) }
}
