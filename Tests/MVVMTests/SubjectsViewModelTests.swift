import Model
import TestSupport
import Testing

@testable import MVVM

/// The subject list at MVVM's seam: the view model alone, loading through a
/// `ControllableService`. After each input or answer, the test reads the whole state, and the
/// route where the user asked to go.
@MainActor
@Suite("MVVM SubjectsViewModel")
struct SubjectsViewModelTests {
  let service = ControllableService(data: SubjectsTestData.data)
  let failure = "Couldn't load subjects: Network unreachable"

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

    // When two of the three answer
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then
    #expect(viewModel.state == .init(isLoading: true))

    // When the third answers
    try service.release(.subjects)
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: SubjectsTestData.openRows))
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given, when
    let viewModel = await SubjectsTestData.loadedSubjects(service)

    // Then
    #expect(viewModel.state == .init(rows: SubjectsTestData.rows("Math", "History", "More")))
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given, when
    let viewModel = await SubjectsTestData.loadedSubjects(
      ControllableService(data: .fixture(open: [])))

    // Then
    #expect(
      viewModel.state == .init(message: "No open subjects", rows: SubjectsTestData.rows("More")))
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
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

    // Given rows on screen
    viewModel.retryTapped()
    await settle()
    service.releaseAll()
    await settle()

    // When a reload fails
    viewModel.viewWillAppear()
    await settle()
    try service.fail(.subjects)
    await settle()

    // Then the rows stay
    #expect(
      viewModel.state == .init(message: failure, rows: SubjectsTestData.openRows, showsRetry: true))
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
    #expect(viewModel.state == .init(rows: SubjectsTestData.openRows))
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given a load left waiting, asked before Physics was switched on
    let viewModel = await SubjectsTestData.loadedSubjects(service)
    viewModel.viewWillAppear()
    await settle()
    let switching = Task { try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value

    // When a newer load starts and its answers arrive first
    viewModel.viewWillAppear()
    await settle()
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = SubjectsViewModel.State(
      rows: SubjectsTestData.rows("Math", "Physics", "History", "More"))
    #expect(viewModel.state == newest)

    // When whatever the older load asked answers last
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

    // Then the load was cancelled, and the state is the one the screen left with
    #expect(service.pending == [])
    #expect(viewModel.state == .init(isLoading: true))
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() async {
    // Given
    let viewModel = await SubjectsTestData.loadedSubjects(service)

    // When
    viewModel.viewDidDisappear(isLeaving: false)
    viewModel.viewWillAppear()
    await settle()

    // Then
    #expect(viewModel.state == .init(isLoading: true, rows: SubjectsTestData.openRows))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(viewModel.state == .init(rows: SubjectsTestData.openRows))
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async {
    // Given
    let viewModel = await SubjectsTestData.loadedSubjects(service)
    var opened: [SubjectsTestData.Opening] = []
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
    let viewModel = await SubjectsTestData.loadedSubjects(service)
    var opened: [SubjectsTestData.Opening] = []
    viewModel.openPractice = { opened.append(.practice($0)) }
    viewModel.openAllSubjects = { opened.append(.allSubjects($0)) }

    // When
    viewModel.rowSelected(at: 2)

    // Then: the list's view model asks its coordinator for All subjects, with what it loaded...
    #expect(opened == [.allSubjects(SubjectsTestData.curriculum)])

    // When
    let allSubjects = AllSubjectsViewModel(
      curriculum: SubjectsTestData.curriculum, repository: service.repository)

    // Then: ...and All subjects' view model shows every offered subject with its checkmark.
    #expect(allSubjects.title == "All subjects")
    #expect(
      allSubjects.state
        == .init(rows: checked(("Math", true), ("Physics", false), ("History", true))))
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then Physics switched on in All subjects
    let viewModel = await SubjectsTestData.loadedSubjects(service)
    var opened: [SubjectsTestData.Opening] = []
    viewModel.openPractice = { opened.append(.practice($0)) }
    viewModel.openAllSubjects = { opened.append(.allSubjects($0)) }
    viewModel.rowSelected(at: 2)
    let allSubjects = AllSubjectsViewModel(
      curriculum: SubjectsTestData.curriculum, repository: service.repository)
    allSubjects.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()
    viewModel.viewDidDisappear(isLeaving: false)

    // When: All subjects is popped and the list appears again
    viewModel.viewWillAppear()
    await settle()

    // Then
    #expect(opened == [.allSubjects(SubjectsTestData.curriculum)])
    #expect(viewModel.state == .init(isLoading: true, rows: SubjectsTestData.openRows))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      viewModel.state == .init(rows: SubjectsTestData.rows("Math", "Physics", "History", "More")))
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let viewModel = await SubjectsTestData.loadedSubjects(service)
    var opened: [SubjectsTestData.Opening] = []
    viewModel.openPractice = { opened.append(.practice($0)) }
    viewModel.openAllSubjects = { opened.append(.allSubjects($0)) }

    // When: the rows are Math, History and More
    viewModel.rowSelected(at: 3)
    viewModel.rowSelected(at: -1)

    // Then
    #expect(opened == [])
  }
}
