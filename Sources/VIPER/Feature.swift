import Model
import ViewKit

/// VIPER's entry: the greeting and the subject list, each a module made by its builder.
@MainActor
public enum Feature {
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingBuilder.build(person: person)
  }

  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsBuilder.build(repository: repository)
  }
}
