import Model
import ViewKit

/// The one place where the VIPER variant is wired. The runner and the conformance suite build
/// its screens only through here; every pattern target has this file, with this signature.
/// Each screen is a VIPER module, and each module's builder assembles it.
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
