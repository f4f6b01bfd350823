import Model
import ViewKit

/// The one place where the MVC variant is wired. The runner and the conformance suite build
/// its screens only through here; every pattern target has this file, with this signature.
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
