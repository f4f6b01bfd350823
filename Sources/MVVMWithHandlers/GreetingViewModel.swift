import Observation

/// MVVM with handlers' view model for the greeting: observable state and nothing else.
@Observable
@MainActor
final class GreetingViewModel {
  struct State: Equatable {
    var greeting: String?
    var birthdate: String?
  }

  var state = State()
}
