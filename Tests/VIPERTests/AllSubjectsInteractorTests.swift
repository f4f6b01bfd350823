import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import VIPER

/// The All subjects interactor alone, over the Model's repository and a `ControllableService`,
/// with an output spy: it changes the curriculum only when the service has answered. After each
/// step a test takes the answers that step sent out.
@MainActor
@Suite("VIPER AllSubjectsInteractor", .serialMainLoop)
struct AllSubjectsInteractorTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let output = AllSubjectsInteractorOutputSpy()
  let interactor: AllSubjectsInteractor

  let curriculum = Curriculum.fixture()
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  init() {
    interactor = AllSubjectsInteractor(curriculum: curriculum, repository: service.repository)
    interactor.output = output
  }

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // When
    interactor.switchSubject(physics)
    await settle()

    // Then: asked, not yet answered, nothing changed.
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(output.takeEvents() == [])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    let physicsOn = curriculum.setting(.on, for: physics.id)
    #expect(output.takeEvents() == [.provided(physicsOn)])

    // When: switching an open subject turns it off.
    interactor.switchSubject(math)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(service.log.map(\.description) == ["switch 2 on", "switch 1 off"])
    #expect(output.takeEvents() == [.provided(physicsOn.setting(.off, for: 1))])
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    interactor.switchSubject(physics)
    await settle()

    // When
    interactor.switchSubject(physics)
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another subject can still be switched
    interactor.switchSubject(history)
    await settle()

    // Then: nothing is reported until the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(output.takeEvents() == [])

    // When
    service.releaseAll()
    await settle()

    // Then: each subject switched once
    let physicsOn = curriculum.setting(.on, for: physics.id)
    #expect(service.log.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(
      output.takeEvents() == [
        .provided(physicsOn), .provided(physicsOn.setting(.off, for: history.id)),
      ])
  }

  @Test("A6 a row can be switched again once its switch is answered or has failed")
  func rowCanBeSwitchedAgainOnceItsSwitchIsOver() async throws {
    // Given: Physics switched on
    interactor.switchSubject(physics)
    await settle()
    try service.release(.setStatus)
    await settle()
    let physicsOn = curriculum.setting(.on, for: physics.id)
    #expect(output.takeEvents() == [.provided(physicsOn)])

    // When
    interactor.switchSubject(physics)
    await settle()

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(output.takeEvents() == [.provided(physicsOn.setting(.off, for: physics.id))])

    // When: a switch of Math fails, and Math is switched again
    interactor.switchSubject(math)
    await settle()
    try service.fail(.setStatus)
    await settle()
    interactor.switchSubject(math)
    await settle()

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
  }

  @Test("A failed switch is reported and the curriculum stays as it was")
  func failedSwitchKeepsTheCurriculum() async throws {
    // Given
    interactor.switchSubject(math)
    await settle()

    // When
    try service.fail(.setStatus)
    await settle()
    interactor.provideCurriculum()

    // Then
    #expect(
      output.takeEvents() == [
        .switchFailed("Math", reason: "Network unreachable"), .provided(curriculum),
      ])
  }
}
