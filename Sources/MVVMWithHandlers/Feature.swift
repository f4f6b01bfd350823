import Model
import ViewKit

/// MVVM with handlers' entry: the greeting, and the subject list that makes the later screens.
@MainActor
public enum Feature {
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(person: person)
  }

  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsViewController(repository: repository)
  }
}
