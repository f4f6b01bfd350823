import Foundation

/// VIPER's presenter for the greeting: presentation logic with no UIKit. It gives the screen its
/// title, turns a tap into a request to the interactor, and the interactor's `GreetingData`
/// into the text the view shows.
@MainActor
final class GreetingPresenter: GreetingEventHandler, GreetingInteractorOutput {
  /// The presenter holds the view weakly: the view controller owns the presenter.
  weak var view: (any GreetingView)?
  /// The presenter owns the interactor: nothing else keeps it alive.
  let interactor: any GreetingInteractorInput

  init(interactor: any GreetingInteractorInput) {
    self.interactor = interactor
  }

  // MARK: GreetingEventHandler

  func viewDidLoad() {
    // Nothing is greeted before the tap: the view only gets its title.
    view?.display(title: "Greeting")
  }

  func showGreetingTapped() {
    interactor.provideGreeting()
  }

  // MARK: GreetingInteractorOutput

  func greetingProvided(_ data: GreetingData) {
    // "Hello", then the salutation and the names, each trimmed, blank ones left out.
    let parts = [data.salutation, data.firstName, data.lastName]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let greeting = (["Hello"] + parts).joined(separator: " ")
    let birthdate = data.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
    view?.display(GreetingDisplayModel(greeting: greeting, birthdate: birthdate))
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
