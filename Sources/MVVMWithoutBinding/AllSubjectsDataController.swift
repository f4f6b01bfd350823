import Model

/// MVVM without binding's data controller for switching subjects: it keeps the curriculum the
/// screen shows, asks the Model's `SubjectRepository` to switch a subject and, once the service
/// has answered, keeps the switched curriculum and completes, once. A subject whose switch
/// waits is not asked for again.
@MainActor
final class AllSubjectsDataController {
  /// The curriculum as switched so far: every offered subject and its status.
  private(set) var curriculum: Curriculum
  private let repository: SubjectRepository
  /// The subjects whose switch the service has not answered yet.
  private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
  }

  /// Asks to switch `subject` to the status it does not have, and calls `completion` once the
  /// service has answered: with `nil` when the switch went through (read `curriculum`), with
  /// the error when it failed. Does nothing while that subject's switch waits: its status comes
  /// from the curriculum, which changes only on the answer, so a second request would ask for
  /// the same status.
  func switchSubject(_ subject: Subject, completion: @escaping @MainActor ((any Error)?) -> Void) {
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // The task holds the data controller weakly: a screen that leaves mid-switch is released.
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
