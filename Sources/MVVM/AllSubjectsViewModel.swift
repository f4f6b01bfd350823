import Foundation
import Model
import Observation

/// MVVM's view model for switching subjects on and off: it words the screen's title, asks the
/// repository to switch a subject and, once the service has answered, updates its copy of the
/// curriculum and the rows it shows, or words the failure.
@Observable
@MainActor
final class AllSubjectsViewModel {
  /// Everything the screen shows below its title, as one value.
  struct State: Equatable {
    var message: String?
    var rows: [SubjectSwitchRow]
  }

  // MARK: Outputs

  let title = "All subjects"
  private(set) var state: State

  private let repository: SubjectRepository
  @ObservationIgnored private var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet. Not part of the state: the
  /// screen shows nothing for a waiting switch, so the view has nothing to observe here.
  @ObservationIgnored private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
    state = State(rows: Self.rows(of: curriculum))
  }

  // MARK: Inputs

  func rowSelected(at row: Int) {
    // The rows are the offered subjects: any other index is no row, and does nothing.
    guard curriculum.offered.indices.contains(row) else { return }
    let subject = curriculum.offered[row]
    // A row already waiting ignores another selection: its status comes from the curriculum,
    // which changes only on the answer, so a second request would ask for the same status.
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // The checkmark flips only once the service has answered: until then the state stays. The
    // task holds the view model weakly: a screen that leaves mid-switch is released.
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

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when it
/// is on. Display values only: the view never sees an entity.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
