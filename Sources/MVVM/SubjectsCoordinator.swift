import Model
import ViewKit

/// MVVM's coordinator for the subjects flow: it makes each screen and pushes the next one when a
/// view model asks. Unlike VIPER's router, it runs the whole flow, first screen included.
@MainActor
final class SubjectsCoordinator {
  private let repository: SubjectRepository
  private weak var list: ViewController?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  func start() -> ViewController {
    let viewModel = SubjectsViewModel(repository: repository)
    // The list's view model keeps these closures, and they keep the coordinator: so it lives
    // as long as the list, the first screen of the flow and the last to leave. It holds the
    // list back weakly, so nothing holds itself.
    viewModel.openPractice = { subject in self.openPractice(for: subject) }
    viewModel.openAllSubjects = { curriculum in self.openAllSubjects(with: curriculum) }
    let screen = SubjectsViewController(viewModel: viewModel)
    list = screen
    return screen
  }

  // MARK: Requests from the view models

  func openPractice(for subject: Subject) {
    push(PracticeViewController(viewModel: PracticeViewModel(subject: subject)))
  }

  func openAllSubjects(with curriculum: Curriculum) {
    push(
      AllSubjectsViewController(
        viewModel: AllSubjectsViewModel(curriculum: curriculum, repository: repository)))
  }

  // MARK: Helpers

  private func push(_ screen: ViewController) {
    list?.navigationController?.pushViewController(screen)
  }
}
