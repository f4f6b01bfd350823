import Foundation
import Model

/// TEA's greeting screen, as data and a pure function: the state it shows, the one thing the
/// user can do, and the reducer that turns a `Person` into the text once the user asks for it.
/// It knows no view and no toolkit, and it has no effect: nothing here asks the Model.
struct GreetingState: Equatable {
  let title = "Greeting"
  /// `nil` until the user asks for the greeting: nothing is greeted before the tap.
  var greeting: String?
  var birthdate: String?
}

/// What happens on the greeting screen.
enum GreetingAction: Equatable, Sendable {
  case showGreetingTapped
}

/// The greeting's reducer: it changes the state for an action and returns what else to do
/// (here, nothing). The person is the reducer's, given when the screen is made.
@MainActor
struct GreetingReducer {
  let person: Person

  func reduce(_ state: inout GreetingState, _ action: GreetingAction) -> Effect<GreetingAction> {
    switch action {
    case .showGreetingTapped:
      // "Hello", then the salutation and the names, each trimmed, blank ones left out.
      let parts = [person.salutation, person.firstName, person.lastName]
        .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      state.greeting = (["Hello"] + parts).joined(separator: " ")
      state.birthdate = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
      return .none
    }
  }

  // MARK: Helpers

  private static let birthdateFormat: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    // ISO 8601 days are proleptic Gregorian: no switch to the Julian calendar before 1582.
    formatter.gregorianStartDate = .distantPast
    formatter.dateFormat = "EEEE MMMM d, yyyy"
    return formatter
  }()
}
