import Model
import ViewKit

/// The one place where the MVVM variant is wired: each screen is a view controller given its
/// view model. The runner and the conformance suite build screens only through here; every
/// pattern target has this file, with this signature.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(viewModel: GreetingViewModel(person: person))
  }

  /// The subject list, which loads through `repository` and leads to Practice and All subjects:
  /// the first screen of the subjects flow, which its coordinator makes and runs.
  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsCoordinator(repository: repository).start()
  }
}
