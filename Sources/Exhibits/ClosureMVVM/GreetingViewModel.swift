import Foundation
import Model

/// Closure-bound MVVM's view model for the greeting, as the Orlov comparison (003) writes MVVM
/// without a binding framework: it turns a `Person` into the text the screen shows and tells
/// whoever listens through one closure, `greetingDidChange`, instead of observable state. It
/// knows no view and no toolkit; the view sets the closure, so the binding is written by hand.
@MainActor
final class GreetingViewModel {
  // MARK: Outputs

  let title = "Greeting"
  /// `nil` until the user asks for the greeting: nothing is greeted before the tap.
  private(set) var greeting: String?
  private(set) var birthdate: String?
  /// The binding: called after each change to what the screen shows. The view sets it.
  var greetingDidChange: ((GreetingViewModel) -> Void)?

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
    greeting = (["Hello"] + parts).joined(separator: " ")
    birthdate = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
    greetingDidChange?(self)
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
