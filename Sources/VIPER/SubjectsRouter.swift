import Model
import ViewKit

/// VIPER's router for the subject list: it knows how to leave the module. At the presenter's word
/// it builds the next module with its builder and pushes it. A router is not a coordinator: it
/// belongs to this one module and makes none of its screens.
@MainActor
final class SubjectsRouter: SubjectsRouting {
  weak var viewController: ViewController?
  private let repository: SubjectRepository

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  // MARK: SubjectsRouting

  func openPractice(for subject: Subject) {
    viewController?.navigationController?.pushViewController(
      PracticeBuilder.build(subject: subject))
  }

  func openAllSubjects(with curriculum: Curriculum) {
    viewController?.navigationController?.pushViewController(
      AllSubjectsBuilder.build(curriculum: curriculum, repository: repository))
  }
}
