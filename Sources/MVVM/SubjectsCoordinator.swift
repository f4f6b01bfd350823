import Model
import Tracing
import ViewKit

/// MVVM's coordinator for the subject list: it turns a route the view model chose into the next
/// screen, wired with its own view model, and pushes it. The view model decides when to go;
/// the coordinator knows how, so the view model never meets a view controller.
@MainActor
final class SubjectsCoordinator {
  private let repository: SubjectRepository

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  /// Pushes the screen for `route` onto the navigation stack that holds `screen`. The
  /// coordinator keeps no screen: the stack owns the screens.
  func follow(_ route: SubjectsRoute, from screen: ViewController) {
    Trace.hop(.viewController, .coordinator)
    screen.navigationController?.pushViewController(self.screen(for: route))
  }

  private func screen(for route: SubjectsRoute) -> ViewController {
    switch route {
    case .practice(let subject):
      PracticeViewController(viewModel: PracticeViewModel(subject: subject))
    case .allSubjects(let curriculum):
      AllSubjectsViewController(
        viewModel: AllSubjectsViewModel(curriculum: curriculum, repository: repository))
    }
  }
}
