import Foundation
import Model

/// MVVM without binding's view model for the greeting: a plain value; a new greeting, a new value.
struct GreetingViewModel: Equatable {
  var greeting: String?
  var birthdate: String?

  /// The greeting for `person`: "Hello", then the salutation and the names, each trimmed, blank
  /// ones left out, and the birthdate when there is one.
  static func make(from person: Person) -> GreetingViewModel {
    let parts = [person.salutation, person.firstName, person.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return GreetingViewModel(
      greeting: (["Hello"] + parts).joined(separator: " "),
      birthdate: person.birthdate.map { "Born \(birthdateFormat.string(from: $0))" })
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
