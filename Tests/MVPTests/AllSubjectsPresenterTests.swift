import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVP

/// Switching subjects lives in All subjects' presenter, so the tests drive it with a view spy
/// and a `ControllableService`, take the commands it gave its view after each step, and check
/// that the checkmarks change only after the answer.
@MainActor
@Suite("MVP AllSubjectsPresenter", .serialMainLoop)
struct AllSubjectsPresenterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let unchanged = checked(("Math", true), ("Physics", false), ("History", true))

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let (presenter, view) = makeAllSubjects()

    // When
    presenter.rowSelected(at: 1)
    await settle()

    // Then: the service is asked, the view is told nothing yet
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(view.takeCalls() == [])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", true), ("History", true))),
      ])

    // When
    presenter.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", false), ("Physics", true), ("History", true))),
      ])
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let (presenter, view) = makeAllSubjects()

    // When
    presenter.rowSelected(at: 0)
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then: a message, and no new rows
    #expect(view.takeCalls() == [.showMessage("Couldn't switch Math: Network unreachable")])

    // When
    presenter.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", false), ("Physics", false), ("History", true))),
      ])
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let (presenter, view) = makeAllSubjects()
    presenter.rowSelected(at: 1)
    await settle()

    // When
    presenter.rowSelected(at: 1)
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another row can still be switched
    presenter.rowSelected(at: 2)
    await settle()

    // Then: no checkmark flips before the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(view.takeCalls() == [])

    // When
    service.releaseAll()
    await settle()

    // Then: each checkmark flipped once
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", true), ("History", true))),
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", true), ("History", false))),
      ])
  }

  @Test("A6 a row can be switched again once its switch is answered or has failed")
  func rowCanBeSwitchedAgainOnceItsSwitchIsOver() async throws {
    // Given: Physics switched on
    let (presenter, view) = makeAllSubjects()
    presenter.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()
    #expect(
      view.takeCalls() == [
        .showMessage(nil),
        .show(rows: checked(("Math", true), ("Physics", true), ("History", true))),
      ])

    // When
    presenter.rowSelected(at: 1)
    await settle()

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(view.takeCalls() == [.showMessage(nil), .show(rows: unchanged)])

    // When: a switch of Math fails, and Math is selected again
    presenter.rowSelected(at: 0)
    await settle()
    try service.fail(.setStatus)
    await settle()
    presenter.rowSelected(at: 0)
    await settle()

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let (presenter, view) = makeAllSubjects()

    // When: the rows are Math, Physics and History
    presenter.rowSelected(at: 3)
    presenter.rowSelected(at: -1)
    await settle()

    // Then
    #expect(service.pending == [])
    #expect(view.takeCalls() == [])
  }

  // MARK: Helpers

  /// A presenter for the curriculum of the service's data, attached to a spy, its view loaded:
  /// the commands that loading gave are taken, and checked, here. The presenter holds its view
  /// weakly, so the test keeps the spy alive by holding it.
  private func makeAllSubjects() -> (AllSubjectsPresenter, AllSubjectsViewSpy) {
    let presenter = AllSubjectsPresenter(
      curriculum: .fixture(service.data), repository: service.repository)
    let view = AllSubjectsViewSpy()
    presenter.view = view
    presenter.viewDidLoad()
    #expect(view.takeCalls() == [.show(title: "All subjects"), .show(rows: unchanged)])
    return (presenter, view)
  }
}

/// Rows of All subjects, by title and checkmark.
func checked(_ rows: (String, Bool)...) -> [SubjectSwitchRow] {
  rows.map { SubjectSwitchRow(title: $0.0, isChecked: $0.1) }
}
