import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import VIPER

/// The subject-list interactor alone, over the Model's repository and a `ControllableService`,
/// with an output spy: it decides when an answer goes out, and whether it goes out at all. After
/// each step a test takes the answers that step sent out.
@MainActor
@Suite("VIPER SubjectsInteractor", .serialMainLoop)
struct SubjectsInteractorTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let output = SubjectsInteractorOutputSpy()
  let interactor: SubjectsInteractor

  init() {
    interactor = SubjectsInteractor(repository: service.repository)
    interactor.output = output
  }

  @Test("The interactor answers once all three requests have answered")
  func answersOnceAllThreeHaveAnswered() async throws {
    // Given
    interactor.load()
    await settle()

    // When
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then
    #expect(output.takeEvents() == [])

    // When
    try service.release(.subjects)
    await settle()

    // Then
    #expect(output.takeEvents() == [.loaded(.fixture())])
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: loaded; then a second load is left waiting...
    await loadedSubjects()
    interactor.load()
    await settle()
    // ...while Physics is switched on, and a third load starts.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    interactor.load()
    await settle()

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then: the newest answer, with Physics open.
    #expect(output.takeEvents() == [.loaded(.fixture(service.data))])

    // When: ...and whatever the older load still waits for (without Physics) last.
    service.releaseAll()
    await settle()

    // Then
    #expect(output.takeEvents() == [])
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async {
    // Given
    interactor.load()
    await settle()

    // When
    interactor.cancelLoad()
    await settle()
    service.releaseAll()
    await settle()

    // Then: the load was cancelled, and nothing reached the presenter.
    #expect(service.pending == [])
    #expect(output.takeEvents() == [])
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. Loaded; then a second load is
    // left waiting...
    service.cancellationPolicy = .answersLate
    await loadedSubjects()
    interactor.load()
    await settle()
    // ...while Physics is switched on, and a third load outdates it: its requests stay
    // pending, cancelled.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    interactor.load()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then: the newest answer, with Physics open.
    #expect(output.takeEvents() == [.loaded(.fixture(service.data))])

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled load, and nothing reached the presenter.
    #expect(service.pending == [])
    #expect(output.takeEvents() == [])
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and a load waiting.
    service.cancellationPolicy = .answersLate
    interactor.load()
    await settle()

    // When: the module leaves; the load is cancelled, its requests wait, and are answered.
    interactor.cancelLoad()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()
    await settle()

    // Then: the answers reached the cancelled load, and nothing reached the presenter.
    #expect(service.pending == [])
    #expect(output.takeEvents() == [])
  }

  @Test("A failed request is reported with the service's reason")
  func failedRequestIsReported() async throws {
    // Given
    interactor.load()
    await settle()

    // When
    try service.release(.person)
    try service.fail(.records)
    await settle()

    // Then
    #expect(output.takeEvents() == [.failed(reason: "Network unreachable")])
  }

  // MARK: Helpers

  /// A first load that received every answer: the interactor answered once, with the service's
  /// data, and that answer is taken, and checked, here.
  private func loadedSubjects() async {
    interactor.load()
    await settle()
    service.releaseAll()
    await settle()
    #expect(output.takeEvents() == [.loaded(.fixture())])
  }
}
