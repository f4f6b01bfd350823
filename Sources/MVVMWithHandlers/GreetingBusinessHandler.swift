/// What the greeting's business handler hears from the view: the one thing the user can do.
@MainActor
protocol GreetingBusinessProtocol: AnyObject {
  func showGreetingTapped()
}

/// MVVM with handlers' business handler for the greeting: it decides what the tap does.
@MainActor
final class GreetingBusinessHandler: GreetingBusinessProtocol {
  weak var context: GreetingContext?

  // MARK: GreetingBusinessProtocol

  func showGreetingTapped() {
    context?.dataHandler.loadGreeting()
  }
}
