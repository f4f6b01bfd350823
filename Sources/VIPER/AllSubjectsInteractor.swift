import Model

/// VIPER's interactor for switching subjects: the curriculum changes only once the service answers.
@MainActor
final class AllSubjectsInteractor: AllSubjectsInteractorInput {
  weak var output: (any AllSubjectsInteractorOutput)?
  private let repository: SubjectRepository
  private var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet.
  private var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
  }

  func provideCurriculum() {
    output?.curriculumProvided(curriculum)
  }

  func switchSubject(_ subject: Subject) {
    // One waiting switch per subject is business logic, so it lives here, not in the presenter. A
    // waiting subject is not asked for again: until the answer, it would ask for the same status.
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // A module that goes away does not stop the switch: the learner asked for it.
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
    output?.curriculumProvided(curriculum)
  }

  private func failedToSwitch(_ subject: Subject, _ error: any Error) {
    switching.remove(subject.id)
    output?.switchFailed(subject, error: error)
  }
}
