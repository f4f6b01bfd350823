import Model
import Tracing
import ViewKit

/// VIPER's router for the subject list: it knows how to leave the screen. It builds the
/// Practice and All subjects modules with their builders and pushes them; which one to show is
/// the presenter's decision.
@MainActor
final class SubjectsRouter: SubjectsRouting {
  // The view controller owns the presenter, which owns the router: the router holds the view
  // controller weakly.
  weak var viewController: ViewController?
  // Passed on to All subjects, which switches subjects through it.
  private let repository: SubjectRepository

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  func showPractice(for subject: Subject) {
    Trace.hop(.presenter, .router)
    viewController?.navigationController?.pushViewController(
      PracticeBuilder.build(subject: subject))
  }

  func showAllSubjects(of curriculum: Curriculum) {
    Trace.hop(.presenter, .router)
    viewController?.navigationController?.pushViewController(
      AllSubjectsBuilder.build(curriculum: curriculum, repository: repository))
  }
}
