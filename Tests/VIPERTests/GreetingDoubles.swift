import Foundation

@testable import VIPER

/// Doubles of the Greeting module's roles, each standing in for one neighbour of the role under
/// test. None needs the toolkit.

/// Records every display model the presenter sends to the view.
final class GreetingViewSpy: GreetingView {
  private(set) var displayed: [GreetingDisplayModel] = []

  func display(_ model: GreetingDisplayModel) {
    displayed.append(model)
  }
}

/// Answers every request for the greeting with canned data, at once, and counts the requests.
final class GreetingInteractorStub: GreetingInteractorInput {
  weak var output: (any GreetingInteractorOutput)?
  private let answer: GreetingData
  private(set) var requests = 0

  init(answer: GreetingData) {
    self.answer = answer
  }

  func provideGreeting() {
    requests += 1
    output?.greetingProvided(answer)
  }
}

/// Records what the interactor answers.
final class GreetingInteractorOutputSpy: GreetingInteractorOutput {
  private(set) var received: [GreetingData] = []

  func greetingProvided(_ data: GreetingData) {
    received.append(data)
  }
}

/// Records the events the view forwards.
final class GreetingEventHandlerSpy: GreetingEventHandler {
  enum Event: Equatable {
    case showGreetingTapped
  }

  private(set) var events: [Event] = []

  func showGreetingTapped() {
    events.append(.showGreetingTapped)
  }
}
