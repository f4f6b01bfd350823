import Model
import ViewKit

/// The MVVM-with-handlers variant's public entry: the first screen of each flow, the greeting and
/// the subject list. The runner and the conformance suite open the variant only through here;
/// every pattern target has this file, with this signature. Each screen is its view controller,
/// which makes its context, handlers and view itself, as the article's controllers do; the
/// subject list's business handler makes the screens after it.
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
