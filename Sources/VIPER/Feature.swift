import Model
import ViewKit

/// The VIPER variant's public entry: the first screen of each flow, the greeting and the subject
/// list. The runner and the conformance suite open the variant only through here; every pattern
/// target has this file, with this signature. Each screen is a VIPER module, assembled by its
/// builder: these two here, the ones after the list by the Subjects router.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingBuilder.build(person: person)
  }

  /// The subject list, which loads through `repository` and leads to Practice and All subjects.
  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsBuilder.build(repository: repository)
  }
}
