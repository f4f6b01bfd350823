import Foundation
import Model
import Tracing

/// MVP's presenter for switching subjects on and off: it keeps the curriculum, asks the
/// repository to switch a subject, and tells the view the new checkmarks only once the
/// service has answered, or the reason it could not switch.
@MainActor
final class AllSubjectsPresenter {
  /// The presenter holds the view weakly: the view controller owns the presenter.
  weak var view: (any AllSubjectsView)?
  private let repository: SubjectRepository
  private var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet.
  private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
  }

  func viewDidLoad() {
    Trace.hop(.viewController, .presenter)
    view?.show(title: "All subjects")
    showRows()
  }

  func rowSelected(at row: Int) {
    Trace.hop(.viewController, .presenter)
    let subject = curriculum.offered[row]
    // Deciding that a row already waiting ignores another selection is the presenter's job,
    // not the view's: the status comes from the curriculum, which changes only on the answer,
    // so a second request would ask for the same status.
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // The checkmark flips only once the service has answered: until then the view is told
    // nothing. The task holds the presenter weakly, so leaving mid-switch releases it.
    Task { [weak self, repository] in
      do {
        try await repository.setStatus(status, forSubject: subject.id)
        self?.switched(subject, to: status)
      } catch {
        self?.failedToSwitch(subject, error)
      }
    }
  }

  private func switched(_ subject: Subject, to status: SubjectStatus) {
    switching.remove(subject.id)
    curriculum = curriculum.setting(status, for: subject.id)
    view?.showMessage(nil)
    showRows()
  }

  private func failedToSwitch(_ subject: Subject, _ error: any Error) {
    switching.remove(subject.id)
    view?.showMessage("Couldn't switch \(subject.name): \(error.localizedDescription)")
  }

  private func showRows() {
    view?.show(
      rows: curriculum.offered.map {
        SubjectSwitchRow(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
      })
  }
}
