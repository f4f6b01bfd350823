import Model
import ViewKit

/// The exhibit of MVP done wrong: its public entry, its greeting screen, made as every variant's
/// `Feature` makes one. An exhibit holds the greeting only, the articles' own example; it is
/// judged by MVP's rules (`showcase rules`) and counts in no comparison.
@MainActor
public enum Feature {
  /// The greeting screen for `person`. The screen makes its presenter itself, as in the article.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(person: person)
  }
}
