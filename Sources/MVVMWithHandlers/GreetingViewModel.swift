import Observation

/// MVVM with handlers' view model for the greeting: the data the view shows, as observable
/// state, and nothing else. The data handler writes it; the view observes it. It formats
/// nothing and asks nothing.
@Observable
@MainActor
final class GreetingViewModel {
  /// Everything the greeting shows below its title, as one value: `nil` shows no line.
  struct State: Equatable {
    var greeting: String?
    var birthdate: String?
  }

  /// Empty until the user asks for the greeting: nothing is greeted before the tap.
  var state = State()
}
