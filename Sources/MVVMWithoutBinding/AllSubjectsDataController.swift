import Model

/// MVVM without binding's data controller for switching subjects, through the repository.
@MainActor
final class AllSubjectsDataController {
  private(set) var curriculum: Curriculum
  private let repository: SubjectRepository
  /// The subjects whose switch the service has not answered yet.
  private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
  }

  /// Switches `subject`, then calls `completion` with `nil` (read `curriculum`) or the error. A
  /// waiting subject is not asked for again: until the answer, it would ask for the same status.
  func switchSubject(_ subject: Subject, completion: @escaping @MainActor ((any Error)?) -> Void) {
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    Task { [weak self, repository] in
      do {
        try await repository.setStatus(status, forSubject: subject.id)
        guard let self else { return }
        self.switching.remove(subject.id)
        self.curriculum = self.curriculum.setting(status, for: subject.id)
        completion(nil)
      } catch {
        guard let self else { return }
        self.switching.remove(subject.id)
        completion(error)
      }
    }
  }
}
