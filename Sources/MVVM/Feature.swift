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

  /// The subject list, which loads through `repository` and leads, through its coordinator, to
  /// Practice and All subjects.
  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsViewController(
      viewModel: SubjectsViewModel(repository: repository),
      coordinator: SubjectsCoordinator(repository: repository))
  }
}
