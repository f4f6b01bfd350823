import Foundation
import Model
import ViewKit

/// MVP done wrong, the first attempt of the article on MVC, MVP and MVVM (004): the presenter is
/// handed the view controller, builds the screen's views on it, keeps them, and writes the
/// greeting into them. The controller is thin, but the presenter now imports the toolkit, makes
/// its concrete views and owns them, so it can be tested only with the toolkit, as a controller
/// can. The article puts it right by leaving the views to the controller, behind a protocol the
/// presenter holds weakly: that is Sources/MVP.
@MainActor
final class GreetingPresenter {
  private let person: Person

  // The wrong turn: views the presenter makes and owns.
  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  /// Builds the screen on `controller`'s view. The presenter keeps no reference to the
  /// controller, which owns it.
  init(controller: ViewController, person: Person) {
    self.person = person
    controller.view.addSubview(greetingLabel)
    controller.view.addSubview(birthdateLabel)
    controller.view.addSubview(showGreetingButton)
    // The button holds its action and the presenter owns the button: the action holds the
    // presenter weakly.
    showGreetingButton.addAction { [weak self] in self?.showGreetingTapped() }
    // Nothing is greeted before the tap: the screen only gets its title.
    controller.title = "Greeting"
  }

  // MARK: Events

  func showGreetingTapped() {
    // "Hello", then the salutation and the names, each trimmed, blank ones left out.
    let parts = [person.salutation, person.firstName, person.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    greetingLabel.text = (["Hello"] + parts).joined(separator: " ")
    birthdateLabel.text = person.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
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
