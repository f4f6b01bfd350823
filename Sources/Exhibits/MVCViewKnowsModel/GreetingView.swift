import Foundation
import Model
import ViewKit

/// The view of MVC whose view knows the model: the article on MVC, MVP and MVVM (004) shows this
/// variant of Apple's MVC, and the survey (001) and the Orlov comparison (003) its everyday case,
/// `userCell.configureWithUser(user)`. The view is handed a `Person` and configures itself, so
/// the greeting's formatting leaves the controller. The controller gets thinner; the view now
/// depends on the Model and can show nothing but a person, which MVC's rules forbid.
final class GreetingView: View {
  /// The controller hears the tap through the button; the labels stay the view's own.
  let showGreetingButton = Button(title: "Show greeting")
  private let greetingLabel = Label()
  private let birthdateLabel = Label()

  override init() {
    super.init()
    addSubview(greetingLabel)
    addSubview(birthdateLabel)
    addSubview(showGreetingButton)
  }

  /// Shows `person`'s greeting, and the birthdate when there is one: the view reads the model.
  func configure(with person: Person) {
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
