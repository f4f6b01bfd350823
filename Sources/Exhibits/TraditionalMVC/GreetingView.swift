import Foundation
import Model
import ViewKit

/// Traditional MVC's view for the greeting: it observes the model and renders itself from it.
/// It holds the model and reads it in `updateProperties()`, which the toolkit runs again after
/// each change to what it read, as UIKit 26 does for a view. So the model notifies the view
/// with no code of its own, and never hears of it: they know each other only from view to model.
///
/// What it gets right against Apple's MVC: the controller stays out of the way from the model to
/// the screen. What it gets wrong: the view lays out the `Person` itself, so it can show nothing
/// else, and it is bound to the model, which Apple's MVC keeps apart from its views.
final class GreetingView: View {
  /// The controller hears the tap through the button; the labels stay the view's own.
  let showGreetingButton = Button(title: "Show greeting")
  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  /// The model the controller made and holds too: the one link runs from the view to the model.
  private let model: GreetingModel

  init(model: GreetingModel) {
    self.model = model
    super.init()
    addSubview(greetingLabel)
    addSubview(birthdateLabel)
    addSubview(showGreetingButton)
  }

  /// The observation: run once the screen has loaded, then after each change to the model.
  override func updateProperties() {
    // Nothing is greeted before the tap: the labels stay empty.
    guard model.isGreeted else { return }
    show(model.person)
  }

  /// Shows `person`'s greeting, and the birthdate when there is one: the view reads the model.
  private func show(_ person: Person) {
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
