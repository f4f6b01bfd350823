import Foundation
import Tracing

/// VIPER's presenter for the greeting: presentation logic with no UIKit. A tap becomes a request
/// to the interactor; the interactor's `GreetingData` becomes the text the view shows.
@MainActor
final class GreetingPresenter: GreetingEventHandler, GreetingInteractorOutput {
  // The view owns the presenter, so the presenter holds the view weakly.
  weak var view: (any GreetingView)?
  // The presenter owns the interactor; the interactor answers through a weak output.
  let interactor: any GreetingInteractorInput

  init(interactor: any GreetingInteractorInput) {
    self.interactor = interactor
  }

  func showGreetingTapped() {
    Trace.hop(.viewController, .presenter)
    interactor.provideGreeting()
  }

  func greetingProvided(_ data: GreetingData) {
    Trace.hop(.interactor, .presenter)
    // Trimming, dropping blank parts and the wording are how the name is shown: the
    // presenter's job, not the interactor's.
    let parts = data.nameParts
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let birthdate = data.birthdate.map { "Born \(Self.birthdateFormat.string(from: $0))" }
    view?.display(
      GreetingDisplayModel(
        greeting: (["Hello"] + parts).joined(separator: " "), birthdate: birthdate))
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
