import Foundation
import Model

/// VIPER's presenter for switching subjects: presentation logic with no UIKit. It gives the
/// screen its title, turns the curriculum into checkmarked rows, a selected row into a switch
/// request, and a failed switch into a message.
@MainActor
final class AllSubjectsPresenter: AllSubjectsEventHandler, AllSubjectsInteractorOutput {
  /// The presenter holds the view weakly: the view controller owns the presenter.
  weak var view: (any AllSubjectsView)?
  /// The presenter owns the interactor: nothing else keeps it alive.
  let interactor: any AllSubjectsInteractorInput

  /// The curriculum last provided: what each row stands for when it is selected.
  private var curriculum: Curriculum?
  /// The rows last shown: they stay when a switch fails.
  private var rows: [SubjectSwitchRow] = []

  init(interactor: any AllSubjectsInteractorInput) {
    self.interactor = interactor
  }

  // MARK: AllSubjectsEventHandler

  func viewDidLoad() {
    view?.display(title: "All subjects")
    interactor.provideCurriculum()
  }

  func rowSelected(at row: Int) {
    guard let curriculum else { return }
    // The rows are the offered subjects: any other index is no row, and does nothing.
    guard curriculum.offered.indices.contains(row) else { return }
    // The checkmark does not flip here: it flips when the interactor says the switch is done.
    interactor.switchSubject(curriculum.offered[row])
  }

  // MARK: AllSubjectsInteractorOutput

  func curriculumProvided(_ curriculum: Curriculum) {
    self.curriculum = curriculum
    rows = curriculum.offered.map {
      SubjectSwitchRow(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
    }
    // A switch that went through clears an earlier failure's message.
    view?.display(AllSubjectsDisplayModel(message: nil, rows: rows))
  }

  func switchFailed(_ subject: Subject, error: any Error) {
    let message = "Couldn't switch \(subject.name): \(error.localizedDescription)"
    view?.display(AllSubjectsDisplayModel(message: message, rows: rows))
  }
}
