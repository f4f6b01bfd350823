import Model
import ViewKit

/// The MVC variant's public entry: the first screen of each flow, the greeting and the subject
/// list. The runner and the conformance suite open the variant only through here; every pattern
/// target has this file, with this signature. The screens after the list are made where MVC makes
/// them: by the list's controller, which builds and pushes them.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(person: person)
  }

  /// The subject list, which loads through `repository` and leads to Practice and All subjects.
  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsViewController(repository: repository)
  }
}
