import Foundation
import Model

/// MVP's presenter for the greeting: it formats the greeting and the birthdate and tells its view
/// what to show. It knows the view only through `GreetingView`, never the toolkit.
@MainActor
final class GreetingPresenter {
  /// The presenter holds the view weakly: the view controller owns the presenter.
  weak var view: (any GreetingView)?
  private let person: Person

  init(person: Person) {
    self.person = person
  }

  // MARK: Events

  func viewDidLoad() {
    view?.show(title: "Greeting")
  }

  func showGreetingTapped() {
    // "Hello", then the salutation and the names, each trimmed, blank ones left out.
    let parts = [person.salutation, person.firstName, person.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let greeting = (["Hello"] + parts).joined(separator: " ")
    let birthdate = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
    view?.show(greeting: greeting)
    view?.show(birthdate: birthdate)
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
