import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVP

/// Switching subjects lives in All subjects' presenter, so the tests drive it with a view spy
/// and a `ControllableService`, and check that the checkmarks change only after the answer.
@MainActor
@Suite("AllSubjectsPresenter")
struct AllSubjectsPresenterTests {
  /// Math, Physics and History in high school; Math and History open.
  let data = DataSet.fixture()

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let (presenter, view, service) = makeAllSubjects(data)
    presenter.viewDidLoad()

    // When
    presenter.rowSelected(at: 1)
    await settle()

    // Then: the service is asked, the view is told nothing yet
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(view.calls == [.show(title: "All subjects"), .show(rows: rows(true, false, true))])

    // When
    try service.release(.setStatus)
    await settle()
    presenter.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      view.calls == [
        .show(title: "All subjects"), .show(rows: rows(true, false, true)),
        .showMessage(nil), .show(rows: rows(true, true, true)),
        .showMessage(nil), .show(rows: rows(false, true, true)),
      ])
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let (presenter, view, service) = makeAllSubjects(data)
    presenter.viewDidLoad()
    presenter.rowSelected(at: 0)
    await settle()

    // When
    try service.fail(.setStatus)
    await settle()

    // Then: a message, and no new rows
    #expect(
      view.calls == [
        .show(title: "All subjects"), .show(rows: rows(true, false, true)),
        .showMessage("Couldn't switch Math: Network unreachable"),
      ])

    // When
    presenter.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      view.calls == [
        .show(title: "All subjects"), .show(rows: rows(true, false, true)),
        .showMessage("Couldn't switch Math: Network unreachable"),
        .showMessage(nil), .show(rows: rows(false, false, true)),
      ])
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let (presenter, view, service) = makeAllSubjects(data)
    presenter.viewDidLoad()
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

    // Then: the view is told nothing until the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(view.calls == [.show(title: "All subjects"), .show(rows: rows(true, false, true))])

    // When
    service.releaseAll()
    await settle()

    // Then: each checkmark flipped once
    #expect(
      view.calls == [
        .show(title: "All subjects"), .show(rows: rows(true, false, true)),
        .showMessage(nil), .show(rows: rows(true, true, true)),
        .showMessage(nil), .show(rows: rows(true, true, false)),
      ])
  }

  // MARK: Helpers

  /// Math, Physics and History, checkmarked as given.
  private func rows(_ math: Bool, _ physics: Bool, _ history: Bool) -> [SubjectSwitchRow] {
    [
      SubjectSwitchRow(title: "Math", isChecked: math),
      SubjectSwitchRow(title: "Physics", isChecked: physics),
      SubjectSwitchRow(title: "History", isChecked: history),
    ]
  }

  /// A presenter for the curriculum of `data`, attached to a spy, switching through a service
  /// that answers only when told.
  private func makeAllSubjects(_ data: DataSet) -> (
    AllSubjectsPresenter, AllSubjectsViewSpy, ControllableService
  ) {
    let service = ControllableService(data: data)
    let curriculum = Curriculum(
      person: data.person, subjects: data.subjects, records: data.userSubjects)
    let presenter = AllSubjectsPresenter(
      curriculum: curriculum, repository: service.repository)
    let view = AllSubjectsViewSpy()
    presenter.view = view
    return (presenter, view, service)
  }
}
