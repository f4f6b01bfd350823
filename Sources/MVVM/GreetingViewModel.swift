import Foundation
import Model
import Observation
import Tracing

/// MVVM's view model for the greeting: it turns a `Person` into the text the screen shows and
/// knows no view and no toolkit. Its outputs are observable state; its inputs are named after
/// what the user did.
@Observable
@MainActor
final class GreetingViewModel {
  // MARK: Outputs

  let title = "Greeting"
  /// `nil` until the user asks for the greeting: nothing is greeted before the tap.
  private(set) var greeting: String?
  /// `nil` before the tap, and for a person without a birthdate.
  private(set) var birthdate: String?

  @ObservationIgnored private let person: Person

  init(person: Person) {
    self.person = person
  }

  // MARK: Inputs

  func showGreetingTapped() {
    Trace.hop(.viewController, .viewModel)
    let parts = [person.salutation, person.firstName, person.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    greeting = (["Hello"] + parts).joined(separator: " ")
    birthdate = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
  }

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
