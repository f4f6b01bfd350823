import Model
import ViewKit

/// Temporary: the VIPER variant is being written; this file is replaced by its Feature entry.
@MainActor
public enum Feature {
  public static func makeGreetingScreen(person: Person) -> ViewController { ViewController() }
  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    ViewController()
  }
}
