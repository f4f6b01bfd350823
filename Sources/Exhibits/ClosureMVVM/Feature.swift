import Model
import ViewKit

/// The closure-bound MVVM exhibit's public entry: its greeting screen, a view controller given
/// its view model, made as every variant's `Feature` makes one. An exhibit holds the greeting
/// only, the articles' own example; it is judged by MVVM's rules (`showcase rules`) and counts
/// in no comparison.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(viewModel: GreetingViewModel(person: person))
  }
}
