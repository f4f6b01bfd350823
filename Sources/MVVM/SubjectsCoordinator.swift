import Model
import ViewKit

/// MVVM's coordinator for the subjects flow: the subject list and the screens it leads to,
/// Practice and All subjects. It makes every screen of the flow (a view controller given its
/// view model), hears the view models' requests to move on, and pushes the next screen. The
/// view models say when to move on and never see a view controller; the view controllers only
/// show their view models.
///
/// A coordinator is not a router. VIPER's router belongs to one module, is made by that
/// module's builder and only leaves it, at its presenter's word. This coordinator belongs to
/// the flow: it makes the flow's first screen too, knows every screen of it, and outlives each
/// screen it pushes.
@MainActor
final class SubjectsCoordinator {
  /// Handed to the view models that ask the Model.
  private let repository: SubjectRepository
  /// The flow's first screen, held weakly: that screen keeps the coordinator (see `start()`).
  /// Its navigation controller is the stack the flow pushes onto.
  private weak var list: ViewController?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  /// Makes the flow's first screen, the subject list, for the caller to show.
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
