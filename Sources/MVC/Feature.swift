import Model
import ViewKit

/// MVC's entry: the greeting and the subject list, whose controller makes the screens after it.
@MainActor
public enum Feature {
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(person: person)
  }

  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsViewController(repository: repository)
  }
}
