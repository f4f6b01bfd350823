import Model
import ViewKit

/// MVVM's entry: the greeting, and the subject list, whose coordinator makes the screens after it.
@MainActor
public enum Feature {
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(viewModel: GreetingViewModel(person: person))
  }

  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsCoordinator(repository: repository).start()
  }
}
