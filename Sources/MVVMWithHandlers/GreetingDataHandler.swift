import Foundation
import Model

/// What the greeting's data handler does for the other parties: shape the greeting.
@MainActor
protocol GreetingDataProtocol: AnyObject {
  func loadGreeting()
}

/// MVVM with handlers' data handler for the greeting: it words the greeting into the view model.
@MainActor
final class GreetingDataHandler: GreetingDataProtocol {
  weak var context: GreetingContext?
  /// The screen's data: a person, given, so there is nothing to fetch.
  private let person: Person

  init(person: Person) {
    self.person = person
  }

  // MARK: GreetingDataProtocol

  func loadGreeting() {
    // "Hello", then the salutation and the names, each trimmed, blank ones left out.
    let parts = [person.salutation, person.firstName, person.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let greeting = (["Hello"] + parts).joined(separator: " ")
    let birthdate = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
    context?.viewModel.state = .init(greeting: greeting, birthdate: birthdate)
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
