import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import VIPER

/// The subject-list interactor alone, over the Model's repository and a `ControllableService`,
/// with an output spy: it decides when an answer goes out, and whether it goes out at all.
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
    #expect(output.events == [])

    // When
    try service.release(.subjects)
    await settle()

    // Then
    #expect(output.events == [.loaded(.fixture())])
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: a first load waits while Physics is switched on, then a second load starts.
    interactor.load()
    await settle()
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    interactor.load()
    await settle()

    // When: the newer answers arrive first, then whatever is left.
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()
    service.releaseAll()
    await settle()

    // Then: one answer, the newer one, with Physics open.
    #expect(output.events == [.loaded(.fixture(service.data))])
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
    #expect(output.events == [])
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. A first load waits while Physics
    // is switched on, then a second load outdates it: its requests stay pending, cancelled.
    service.cancellationPolicy = .answersLate
    interactor.load()
    await settle()
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    interactor.load()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)

    // When: the newer answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newer = [SubjectsInteractorOutputSpy.Event.loaded(.fixture(service.data))]
    #expect(output.events == newer)

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled load, and nothing reached the presenter.
    #expect(service.pending == [])
    #expect(output.events == newer)
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
    #expect(output.events == [])
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
    #expect(output.events == [.failed(reason: "Network unreachable")])
  }
}
