import Model
import ViewKit

/// The exhibit of MVC whose view knows the model: its public entry, its greeting screen, made as
/// every variant's `Feature` makes one. An exhibit holds the greeting only, the articles' own
/// example; it is judged by MVC's rules (`showcase rules`) and counts in no comparison.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(person: person)
  }
}
