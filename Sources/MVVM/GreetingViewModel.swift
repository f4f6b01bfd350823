import Foundation
import Model
import Observation

/// MVVM's view model for the greeting: observable state out, inputs named after what the user did.
@Observable
@MainActor
final class GreetingViewModel {
  struct State: Equatable {
    var greeting: String?
    var birthdate: String?
  }

  // MARK: Outputs

  let title = "Greeting"
  private(set) var state = State()

  private let person: Person

  init(person: Person) {
    self.person = person
  }

  // MARK: Inputs

  func showGreetingTapped() {
    // "Hello", then the salutation and the names, each trimmed, blank ones left out.
    let parts = [person.salutation, person.firstName, person.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let greeting = (["Hello"] + parts).joined(separator: " ")
    let birthdate = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
    state = State(greeting: greeting, birthdate: birthdate)
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
