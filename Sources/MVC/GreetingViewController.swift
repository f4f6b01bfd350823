import Foundation
import Model
import ViewKit

/// MVC's controller for the greeting: it owns its views, reads the model and formats what they
/// show. Apple's MVC has no other place for formatting, so only loading this view reaches it.
final class GreetingViewController: ViewController {
  private let person: Person

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  init(person: Person) {
    self.person = person
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingLabel)
    view.addSubview(birthdateLabel)
    view.addSubview(showGreetingButton)
    // The controller owns the button, which keeps its action: so the action holds self weakly.
    showGreetingButton.addAction { [weak self] in self?.showGreetingTapped() }
    title = "Greeting"
  }

  // MARK: Events

  private func showGreetingTapped() {
    // "Hello", then the salutation and the names, each trimmed, blank ones left out.
    let parts = [person.salutation, person.firstName, person.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let greeting = (["Hello"] + parts).joined(separator: " ")
    let birthdate = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
    greetingLabel.text = greeting
    birthdateLabel.text = birthdate
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
