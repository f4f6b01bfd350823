import Foundation

/// VIPER's presenter for the greeting: it turns a tap into a request and `GreetingData` into text.
@MainActor
final class GreetingPresenter: GreetingEventHandler, GreetingInteractorOutput {
  weak var view: (any GreetingView)?
  let interactor: any GreetingInteractorInput

  init(interactor: any GreetingInteractorInput) {
    self.interactor = interactor
  }

  // MARK: GreetingEventHandler

  func viewDidLoad() {
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
