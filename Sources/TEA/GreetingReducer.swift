import Foundation
import Model

/// TEA's greeting, as data and a pure function: the state, the one action, and the reducer. It has
/// no effect: nothing here asks the Model.
struct GreetingState: Equatable {
  let title = "Greeting"
  var greeting: String?
  var birthdate: String?
}

enum GreetingAction: Equatable, Sendable {
  case showGreetingTapped
}

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
