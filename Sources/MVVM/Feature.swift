import Model
import ViewKit

/// The MVVM variant's public entry: the first screen of each flow, the greeting and the subject
/// list. The runner and the conformance suite open the variant only through here; every pattern
/// target has this file, with this signature. The greeting, a view controller given its view model,
/// is made here; the subject list is the first screen of the subjects flow, whose coordinator makes
/// it and the screens after it.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(viewModel: GreetingViewModel(person: person))
  }

  /// The subject list, which loads through `repository` and leads to Practice and All subjects.
  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsCoordinator(repository: repository).start()
  }
}
