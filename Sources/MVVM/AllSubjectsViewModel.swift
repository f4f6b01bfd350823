import Foundation
import Model
import Observation

/// MVVM's view model for switching subjects on and off: each switch and its answer, as state.
@Observable
@MainActor
final class AllSubjectsViewModel {
  struct State: Equatable {
    var message: String?
    var rows: [SubjectSwitchRow]
  }

  // MARK: Outputs

  let title = "All subjects"
  private(set) var state: State

  private let repository: SubjectRepository
  @ObservationIgnored private var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet: not state, as the view shows none.
  @ObservationIgnored private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
    state = State(rows: Self.rows(of: curriculum))
  }

  // MARK: Inputs

  func rowSelected(at row: Int) {
    guard curriculum.offered.indices.contains(row) else { return }
    let subject = curriculum.offered[row]
    // A waiting row ignores a new selection: until the answer, it would ask for the same status.
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
    state = State(rows: Self.rows(of: curriculum))
  }

  private func failedToSwitch(_ subject: Subject, _ error: any Error) {
    switching.remove(subject.id)
    state.message = "Couldn't switch \(subject.name): \(error.localizedDescription)"
  }

  // MARK: Helpers

  private static func rows(of curriculum: Curriculum) -> [SubjectSwitchRow] {
    curriculum.offered.map {
      SubjectSwitchRow(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
    }
  }
}

struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
