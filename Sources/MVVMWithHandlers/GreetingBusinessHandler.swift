/// What the greeting's business handler hears from the view: the one thing the user can do.
@MainActor
protocol GreetingBusinessProtocol: AnyObject {
  func showGreetingTapped()
}

/// MVVM with handlers' business handler for the greeting: it decides what the tap does, and asks
/// the data handler for the greeting through the context. Nothing here navigates, so it holds no
/// view controller.
@MainActor
final class GreetingBusinessHandler: GreetingBusinessProtocol {
  /// The handler holds its context weakly: the context owns the handler.
  weak var context: GreetingContext?

  // MARK: GreetingBusinessProtocol

  func showGreetingTapped() {
    // Nothing is greeted before the tap: the tap is when the greeting is made.
    context?.dataHandler.loadGreeting()
  }
}
