import Model
import ViewKit

/// VIPER's router for the subject list: it knows how to leave the module. At its presenter's
/// word it builds the Practice or All subjects module with that module's builder and pushes it;
/// which one to show is the presenter's decision. A router is not a coordinator: it belongs to
/// this one module (the module's builder made it, its presenter owns it) and makes no screen
/// of its own module, where MVVM's coordinator runs a whole flow and makes its first screen too.
@MainActor
final class SubjectsRouter: SubjectsRouting {
  /// The router holds the view controller weakly: the view controller owns the presenter, which
  /// owns the router.
  weak var viewController: ViewController?
  /// Passed on to All subjects, which switches subjects through it.
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
