import Foundation
import Model

/// VIPER's presenter for switching subjects: the curriculum becomes rows, a row becomes a switch.
@MainActor
final class AllSubjectsPresenter: AllSubjectsEventHandler, AllSubjectsInteractorOutput {
  weak var view: (any AllSubjectsView)?
  let interactor: any AllSubjectsInteractorInput

  private var curriculum: Curriculum?
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
    guard curriculum.offered.indices.contains(row) else { return }
    // The checkmark flips only once the service has answered: the interactor says when.
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
