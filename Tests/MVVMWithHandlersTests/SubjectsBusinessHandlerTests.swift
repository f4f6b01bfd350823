import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// The subject list at this pattern's seam: the business handler, which hears the screen's
/// lifecycle and the user's events and decides when to load and when to stop. It is joined by
/// its context to the real data handler, which loads and shapes each answer, and to the view
/// model, with a `ControllableService` behind the real `SubjectRepository`. The tests send each
/// event as the view controller or the view does, and read the view model's whole state after
/// each step. Where a row leads, which needs a navigation stack, is tested in
/// `SubjectsBusinessHandlerTests+Navigation.swift`.
@MainActor
@Suite("MVVMWithHandlers SubjectsBusinessHandler", .serialMainLoop)
struct SubjectsBusinessHandlerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("S1 loads until all three answers arrive")
  func loadsUntilAllThreeAnswersArrive() async throws {
    // Given
    let context = makeSubjects()

    // When
    context.businessHandler.viewWillAppear()
    await settle()

    // Then
    #expect(context.viewModel.state == .init(isLoading: true))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then
    #expect(context.viewModel.state == .init(isLoading: true))

    // When
    try service.release(.subjects)
    await settle()

    // Then
    #expect(context.viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given
    let context = makeSubjects()
    context.businessHandler.viewWillAppear()
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(context.viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given
    let service = ControllableService(data: .fixture(open: []))
    let context = makeSubjects(service)
    context.businessHandler.viewWillAppear()
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(context.viewModel.state == .init(message: "No open subjects", rows: rows("More")))
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
    let failure = "Couldn't load subjects: Network unreachable"

    // Given
    let context = makeSubjects()
    context.businessHandler.viewWillAppear()
    await settle()

    // When
    try service.release(.person)
    try service.fail(.records)
    await settle()

    // Then
    #expect(context.viewModel.state == .init(message: failure, showsRetry: true))

    // Given: the list has loaded once, and loads again on appearing again.
    context.businessHandler.retryTapped()
    await settle()
    service.releaseAll()
    await settle()
    context.businessHandler.viewDidDisappear(isLeaving: false)
    context.businessHandler.viewWillAppear()
    await settle()

    // When
    try service.fail(.subjects)
    await settle()

    // Then: the rows shown before the failure stay.
    #expect(
      context.viewModel.state
        == .init(message: failure, rows: rows("Math", "History", "More"), showsRetry: true))
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() async throws {
    // Given
    let context = makeSubjects()
    context.businessHandler.viewWillAppear()
    await settle()
    try service.fail(.person)
    await settle()

    // When
    context.businessHandler.retryTapped()
    await settle()

    // Then
    #expect(context.viewModel.state == .init(isLoading: true))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(context.viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: loaded; then a second load, started on appearing again, is left waiting...
    let context = await loadedSubjects()
    context.businessHandler.viewDidDisappear(isLeaving: false)
    context.businessHandler.viewWillAppear()
    await settle()
    // ...while Physics is switched on, and a third load starts on appearing again.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    context.businessHandler.viewDidDisappear(isLeaving: false)
    context.businessHandler.viewWillAppear()
    await settle()

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = SubjectsViewModel.State(rows: rows("Math", "Physics", "History", "More"))
    #expect(context.viewModel.state == newest)

    // When: ...and whatever the older load still waits for (without Physics) last.
    service.releaseAll()
    await settle()

    // Then
    #expect(context.viewModel.state == newest)
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async {
    // Given
    let context = makeSubjects()
    context.businessHandler.viewWillAppear()
    await settle()

    // When
    context.businessHandler.viewDidDisappear(isLeaving: true)
    await settle()
    service.releaseAll()
    await settle()

    // Then: the load was cancelled, and nothing reached the state.
    #expect(service.pending == [])
    #expect(context.viewModel.state == .init(isLoading: true))
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. Loaded; then a second load,
    // started on appearing again, is left waiting...
    service.cancellationPolicy = .answersLate
    let context = await loadedSubjects()
    context.businessHandler.viewDidDisappear(isLeaving: false)
    context.businessHandler.viewWillAppear()
    await settle()
    // ...while Physics is switched on, and a third load, started on appearing again, outdates
    // it: its requests stay pending, cancelled.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    context.businessHandler.viewDidDisappear(isLeaving: false)
    context.businessHandler.viewWillAppear()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = SubjectsViewModel.State(rows: rows("Math", "Physics", "History", "More"))
    #expect(context.viewModel.state == newest)

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled load, and nothing reached the state.
    #expect(service.pending == [])
    #expect(context.viewModel.state == newest)
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and the list loading.
    service.cancellationPolicy = .answersLate
    let context = makeSubjects()
    context.businessHandler.viewWillAppear()
    await settle()

    // When: the list is left; its load is cancelled, its requests wait, and are answered.
    context.businessHandler.viewDidDisappear(isLeaving: true)
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()
    await settle()

    // Then: the answers reached the cancelled load, and nothing reached the state.
    #expect(service.pending == [])
    #expect(context.viewModel.state == .init(isLoading: true))
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() async {
    // Given: loaded, then covered by a pushed screen
    let context = await loadedSubjects()
    context.businessHandler.viewDidDisappear(isLeaving: false)

    // When
    context.businessHandler.viewWillAppear()
    await settle()

    // Then: loading again, keeping the rows
    #expect(
      context.viewModel.state == .init(isLoading: true, rows: rows("Math", "History", "More")))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(context.viewModel.state == .init(rows: rows("Math", "History", "More")))
  }

  // MARK: Helpers

  /// The list's context over `service`, with its real handlers, as its view controller makes
  /// it. Its business handler pushes from no view controller unless the test gives it one.
  func makeSubjects(
    _ service: ControllableService? = nil,
    businessHandler: SubjectsBusinessHandler = SubjectsBusinessHandler()
  ) -> SubjectsContext {
    SubjectsContext(
      dataHandler: SubjectsDataHandler(repository: (service ?? self.service).repository),
      businessHandler: businessHandler)
  }

  /// A list that appeared and whose first load received every answer.
  func loadedSubjects(
    businessHandler: SubjectsBusinessHandler = SubjectsBusinessHandler()
  ) async -> SubjectsContext {
    let context = makeSubjects(businessHandler: businessHandler)
    context.businessHandler.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()
    return context
  }
}

/// Rows of the subject list, by title.
func rows(_ titles: String...) -> [SubjectRow] {
  titles.map { SubjectRow(title: $0) }
}
