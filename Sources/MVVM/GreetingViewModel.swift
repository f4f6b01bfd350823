import Foundation
import Model
import Observation

/// MVVM's view model for the greeting: it turns a `Person` into the title and the text the
/// screen shows and knows no view and no toolkit. Its outputs are observable state; its inputs
/// are named after what the user did.
@Observable
@MainActor
final class GreetingViewModel {
  /// Everything the greeting shows below its title, as one value: `nil` shows no line.
  struct State: Equatable {
    var greeting: String?
    var birthdate: String?
  }

  // MARK: Outputs

  let title = "Greeting"
  /// Empty until the user asks for the greeting: nothing is greeted before the tap.
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
