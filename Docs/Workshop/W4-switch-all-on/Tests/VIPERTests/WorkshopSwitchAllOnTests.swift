import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import VIPER

/// W4, switch all on, at VIPER's seams. Switching every subject on, and counting the
/// failures, is a use case: the interactor's, driven alone over a `ControllableService` with an
/// output spy (W4.2, W4.3). Offering the button and wording the report are the presenter's,
/// driven alone with a view spy and an interactor spy (W4.1, W4.3).
@MainActor
@Suite("VIPER workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let allOff = Curriculum.fixture(.fixture(open: []))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() {
    // Given
    let (presenter, view, interactor) = makePresenter()

    // When
    presenter.curriculumProvided(allOff)
    presenter.switchAllOnTapped()
    presenter.curriculumProvided(allOff.setting(.on, for: physics.id))

    // Then: the button while none is on; the use case asked for on a tap
    #expect(
      view.takeCalls() == [
        .display(
          AllSubjectsDisplayModel(
            rows: checked(("Math", false), ("Physics", false), ("History", false)),
            showsSwitchAllOn: true)),
        .display(
          AllSubjectsDisplayModel(
            rows: checked(("Math", false), ("Physics", true), ("History", false)))),
      ])
    #expect(interactor.takeCalls() == [.switchAllOn])
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // Given
    let (interactor, output) = makeInteractor()

    // When
    interactor.switchAllOn()
    await settle()

    // Then: one request per subject, and nothing answered yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(output.takeEvents() == [])

    // When
    service.releaseAll()
    await settle()

    // Then: the curriculum after each answer
    let mathOn = allOff.setting(.on, for: 1)
    let physicsOn = mathOn.setting(.on, for: 2)
    #expect(
      output.takeEvents() == [
        .provided(mathOn), .provided(physicsOn), .provided(physicsOn.setting(.on, for: 3)),
      ])
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    let (interactor, output) = makeInteractor()
    interactor.switchAllOn()
    await settle()

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    try service.release(.setStatus)
    await settle()

    // Then: the interactor reports the count once the last answer is in...
    let mathOn = allOff.setting(.on, for: 1)
    #expect(
      output.takeEvents() == [
        .provided(mathOn), .provided(mathOn.setting(.on, for: 3)),
        .switchAllFailed(1, of: 3, reason: "Network unreachable"),
      ])

    // When
    let (presenter, view, _) = makePresenter()
    presenter.curriculumProvided(mathOn.setting(.on, for: 3))
    presenter.switchAllFailed(1, of: 3, error: ServiceError.unreachable)

    // Then: ...and the presenter words it
    let rows = checked(("Math", true), ("Physics", false), ("History", true))
    #expect(
      view.takeCalls() == [
        .display(AllSubjectsDisplayModel(rows: rows)),
        .display(
          AllSubjectsDisplayModel(
            message: "Couldn't switch 1 of 3 subjects: Network unreachable", rows: rows)),
      ])
  }

  // MARK: Helpers

  /// An interactor over the service's data, none on, with an output spy.
  private func makeInteractor() -> (AllSubjectsInteractor, AllSubjectsInteractorOutputSpy) {
    let interactor = AllSubjectsInteractor(curriculum: allOff, repository: service.repository)
    let output = AllSubjectsInteractorOutputSpy()
    interactor.output = output
    return (interactor, output)
  }

  /// A presenter with a view spy and an interactor spy. The presenter holds its view weakly, so
  /// the test keeps the spy alive by holding it.
  private func makePresenter() -> (
    AllSubjectsPresenter, AllSubjectsViewSpy, AllSubjectsInteractorSpy
  ) {
    let interactor = AllSubjectsInteractorSpy()
    let presenter = AllSubjectsPresenter(interactor: interactor)
    let view = AllSubjectsViewSpy()
    presenter.view = view
    return (presenter, view, interactor)
  }
}
