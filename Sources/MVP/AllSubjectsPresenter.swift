import Foundation
import Model

/// MVP's presenter for switching subjects on and off: it keeps the curriculum, asks to switch a
/// subject, and tells the view the new checkmarks or why it could not switch.
@MainActor
final class AllSubjectsPresenter {
  weak var view: (any AllSubjectsView)?
  private let repository: SubjectRepository
  private var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet.
  private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
  }

  // MARK: Events

  func viewDidLoad() {
    view?.show(title: "All subjects")
    showRows()
  }

  func rowSelected(at row: Int) {
    guard curriculum.offered.indices.contains(row) else { return }
    let subject = curriculum.offered[row]
    // A waiting row ignores a new selection: until the answer, it would ask for the same status.
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // The checkmark flips only once the service has answered: until then the view is told nothing.
    Task { [weak self, repository] in
      do {
        try await repository.setStatus(status, forSubject: subject.id)
        self?.switched(subject, to: status)
      } catch {
        self?.failedToSwitch(subject, error)
      }
    }
  }

  // MARK: Answers

  private func switched(_ subject: Subject, to status: SubjectStatus) {
    switching.remove(subject.id)
    curriculum = curriculum.setting(status, for: subject.id)
    // A switch that went through clears an earlier failure's message.
    view?.showMessage(nil)
    showRows()
  }

  private func failedToSwitch(_ subject: Subject, _ error: any Error) {
    switching.remove(subject.id)
    view?.showMessage("Couldn't switch \(subject.name): \(error.localizedDescription)")
  }

  // MARK: Helpers

  private func showRows() {
    view?.show(
      rows: curriculum.offered.map {
        SubjectSwitchRow(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
      })
  }
}
