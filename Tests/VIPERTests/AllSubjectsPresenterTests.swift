import Model
import TestSupport
import Testing

@testable import VIPER

/// The All subjects presenter alone, with a view spy and an interactor spy. The tests play the
/// interactor's answers through the presenter's output methods, and after each step take what the
/// presenter gave the view and asked of the interactor in that step.
@MainActor
@Suite("VIPER AllSubjectsPresenter")
struct AllSubjectsPresenterTests {
  let view = AllSubjectsViewSpy()
  let interactor = AllSubjectsInteractorSpy()
  let presenter: AllSubjectsPresenter

  /// Math, Physics and History offered; Math and History open.
  let curriculum = Curriculum.fixture()
  let unchanged = checked(("Math", true), ("Physics", false), ("History", true))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])

  init() {
    presenter = AllSubjectsPresenter(interactor: interactor)
    presenter.view = view
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() {
    // Given
    presenter.viewDidLoad()
    presenter.curriculumProvided(curriculum)
    #expect(
      view.takeCalls() == [
        .display(title: "All subjects"), .display(AllSubjectsDisplayModel(rows: unchanged)),
      ])

    // When
    presenter.rowSelected(at: 0)
    presenter.switchFailed(math, error: ServiceError.unreachable)

    // Then: a message, and the same rows
    #expect(
      view.takeCalls() == [
        .display(
          AllSubjectsDisplayModel(
            message: "Couldn't switch Math: Network unreachable", rows: unchanged))
      ])

    // When
    presenter.rowSelected(at: 0)
    presenter.curriculumProvided(curriculum.setting(.off, for: math.id))

    // Then
    #expect(
      view.takeCalls() == [
        .display(
          AllSubjectsDisplayModel(
            rows: checked(("Math", false), ("Physics", false), ("History", true))))
      ])
  }

  @Test("Selecting a row asks to switch that subject and leaves its checkmark alone")
  func selectingARowAsksToSwitch() {
    // Given
    presenter.viewDidLoad()
    presenter.curriculumProvided(curriculum)
    #expect(interactor.takeCalls() == [.provideCurriculum])
    #expect(
      view.takeCalls() == [
        .display(title: "All subjects"), .display(AllSubjectsDisplayModel(rows: unchanged)),
      ])

    // When
    presenter.rowSelected(at: 1)

    // Then
    #expect(interactor.takeCalls() == [.switchSubject(physics)])
    #expect(view.takeCalls() == [])
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() {
    // Given
    presenter.viewDidLoad()
    presenter.curriculumProvided(curriculum)
    #expect(interactor.takeCalls() == [.provideCurriculum])

    // When: the rows are Math, Physics and History
    presenter.rowSelected(at: 3)
    presenter.rowSelected(at: -1)

    // Then
    #expect(interactor.takeCalls() == [])
  }
}

/// Rows of All subjects, by title and checkmark.
func checked(_ rows: (String, Bool)...) -> [SubjectSwitchRow] {
  rows.map { SubjectSwitchRow(title: $0.0, isChecked: $0.1) }
}
