import Foundation
import Model
import ViewKit

/// The Massive View Controller, the form Cocoa MVC drifts into: the Yuantiku article (000) and
/// the survey (001) name it, and the Orlov comparison (003) shows it as "realistic Cocoa MVC".
/// One class is the view and the controller of its screen at once. It lays out its views, hears
/// the tap, decides which parts of the name to show and writes the date, all in the event
/// handler, with no helper to test apart.
///
/// The greeting loads nothing and leads nowhere, so here the class only shows and formats. On a
/// screen that loads and moves on, the same class would also ask the repository, cancel stale
/// loads, feed its list and push the next screen: the package's own MVC subject list
/// (Sources/MVC/SubjectsViewController.swift) does all that in one class.
///
/// It keeps every rule of MVC: the model stays apart, and the controller is the one role.
/// Cocoa MVC's rules do not stop a controller from growing. What that costs shows in size and in
/// testing, which must load the view and tap (the MVC variant's figures), not in a rule.
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
    // The button holds its action and the controller owns the button: the action holds the
    // controller weakly.
    showGreetingButton.addAction { [weak self] in self?.showGreetingTapped() }
    title = "Greeting"
  }

  private func showGreetingTapped() {
    // The handler decides which parts of the name to show...
    var greeting = "Hello"
    for part in [person.salutation, person.firstName, person.lastName] {
      let trimmed = part?.trimmingCharacters(in: .whitespaces) ?? ""
      if !trimmed.isEmpty { greeting += " " + trimmed }
    }
    greetingLabel.text = greeting
    // ...and how to write the birthdate, with a formatter made on each tap.
    if let birthdate = person.birthdate {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      // ISO 8601 days are proleptic Gregorian: no switch to the Julian calendar before 1582.
      formatter.gregorianStartDate = .distantPast
      formatter.dateFormat = "EEEE MMMM d, yyyy"
      birthdateLabel.text = "Born " + formatter.string(from: birthdate)
    } else {
      birthdateLabel.text = nil
    }
  }
}
