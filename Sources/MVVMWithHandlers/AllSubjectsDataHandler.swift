import Foundation
import Model

@MainActor
protocol AllSubjectsDataProtocol: AnyObject {
  var curriculum: Curriculum { get }
  func loadRows()
  func switchSubject(_ subject: Subject)
}

/// MVVM with handlers' data handler for switching subjects: it switches and writes each answer.
@MainActor
final class AllSubjectsDataHandler: AllSubjectsDataProtocol {
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
    // A waiting subject is not asked for again: until the answer, it would ask for the same status.
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // The checkmark flips only once the service has answered: until then the state stays.
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
