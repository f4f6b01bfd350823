import Foundation
import Model

/// What All subjects' data handler does for the other parties: show the curriculum, switch a
/// subject, and say what the curriculum is now.
@MainActor
protocol AllSubjectsDataProtocol: AnyObject {
  /// The curriculum as switched so far: every offered subject and its status.
  var curriculum: Curriculum { get }
  /// Writes the curriculum's rows into the view model, with no message.
  func loadRows()
  /// Asks to switch `subject` to the status it does not have, and writes the answer into the
  /// view model. Does nothing while that subject's switch waits.
  func switchSubject(_ subject: Subject)
}

/// MVVM with handlers' data handler for switching subjects: it keeps the curriculum the screen
/// shows, asks the Model's `SubjectRepository` to switch a subject and, once the service has
/// answered, updates the curriculum and the rows in the view model, or words the failure. It
/// knows no view and no toolkit.
@MainActor
final class AllSubjectsDataHandler: AllSubjectsDataProtocol {
  /// The handler holds its context weakly: the context owns the handler.
  weak var context: AllSubjectsContext?
  private(set) var curriculum: Curriculum
  private let repository: SubjectRepository
  /// The subjects whose switch the service has not answered yet.
  private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
  }

  // MARK: AllSubjectsDataProtocol

  func loadRows() {
    context?.viewModel.state = .init(rows: Self.rows(of: curriculum))
  }

  func switchSubject(_ subject: Subject) {
    // A subject already waiting is not asked for again: its status comes from the curriculum,
    // which changes only on the answer, so a second request would ask for the same status.
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // The checkmark flips only once the service has answered: until then the state stays. The
    // task holds the data handler weakly: a screen that leaves mid-switch is released.
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
    loadRows()
  }

  private func failedToSwitch(_ subject: Subject, _ error: any Error) {
    switching.remove(subject.id)
    context?.viewModel.state.message =
      "Couldn't switch \(subject.name): \(error.localizedDescription)"
  }

  // MARK: Helpers

  private static func rows(of curriculum: Curriculum) -> [SubjectSwitchRow] {
    curriculum.offered.map {
      SubjectSwitchRow(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
    }
  }
}
