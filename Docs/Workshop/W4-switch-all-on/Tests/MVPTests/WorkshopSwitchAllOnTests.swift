import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVP

/// W4, switch all on, at MVP's seam: All subjects' presenter with a view spy and a
/// `ControllableService`; after each step the tests take the commands it gave in that step.
@MainActor
@Suite("MVP workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let allOff = checked(("Math", false), ("Physics", false), ("History", false))

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() async throws {
    // Given
    let (presenter, view) = makeAllSubjects()

    // When
    presenter.viewDidLoad()

    // Then
    #expect(
      view.takeCalls() == [
        .show(title: "All subjects"), .show(rows: allOff), .showSwitchAllOn(true),
      ])

    // When
    presenter.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", false), ("Physics", true), ("History", false))),
        .showSwitchAllOn(false),
      ])
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // Given
    let (presenter, view) = makeAllSubjects()
    presenter.viewDidLoad()
    #expect(
      view.takeCalls() == [
        .show(title: "All subjects"), .show(rows: allOff), .showSwitchAllOn(true),
      ])

    // When
    presenter.switchAllOnTapped()
    await settle()

    // Then: one request per subject, and the view told nothing yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(view.takeCalls() == [])

    // When
    service.releaseAll()
    await settle()

    // Then: each answer flipped its checkmark, and the first took the button away
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", false), ("History", false))),
        .showSwitchAllOn(false),
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", true), ("History", false))),
        .showSwitchAllOn(false),
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", true), ("History", true))),
        .showSwitchAllOn(false),
      ])
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    let (presenter, view) = makeAllSubjects()
    presenter.switchAllOnTapped()
    await settle()

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    await settle()

    // Then: Math flipped, and no message while History waits
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", false), ("History", false))),
        .showSwitchAllOn(false),
      ])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", false), ("History", true))),
        .showSwitchAllOn(false),
        .showMessage("Couldn't switch 1 of 3 subjects: Network unreachable"),
      ])
  }

  // MARK: Helpers

  /// A presenter for the curriculum of the service's data, attached to a spy. The presenter
  /// holds its view weakly, so the test keeps the spy alive by holding it.
  private func makeAllSubjects() -> (AllSubjectsPresenter, AllSubjectsViewSpy) {
    let presenter = AllSubjectsPresenter(
      curriculum: .fixture(service.data), repository: service.repository)
    let view = AllSubjectsViewSpy()
    presenter.view = view
    return (presenter, view)
  }
}
