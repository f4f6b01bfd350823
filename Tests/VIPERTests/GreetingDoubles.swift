import Foundation

@testable import VIPER

/// Doubles of the Greeting module's roles, each standing in for one neighbour of the role under
/// test, and the module's fixture. None needs the toolkit.

/// Records every title and display model the presenter sends to the view, in order.
final class GreetingViewSpy: GreetingView {
  enum Call: Equatable {
    case display(title: String)
    case display(GreetingDisplayModel)
  }

  private(set) var calls: [Call] = []

  /// The calls since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

  func display(title: String) {
    calls.append(.display(title: title))
  }

  func display(_ model: GreetingDisplayModel) {
    calls.append(.display(model))
  }
}

/// Answers every request for the greeting with canned data, at once.
final class GreetingInteractorStub: GreetingInteractorInput {
  weak var output: (any GreetingInteractorOutput)?
  private let answer: GreetingData

  init(answer: GreetingData) {
    self.answer = answer
  }

  func provideGreeting() {
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
    case viewDidLoad
    case showGreetingTapped
  }

  private(set) var events: [Event] = []

  /// The events since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeEvents() -> [Event] {
    defer { events = [] }
    return events
  }

  func viewDidLoad() {
    events.append(.viewDidLoad)
  }

  func showGreetingTapped() {
    events.append(.showGreetingTapped)
  }
}

extension GreetingData {
  /// What the interactor answers for John Smith, with no salutation and no birthdate unless
  /// given: the same defaults as `Person.fixture`.
  static func fixture(
    salutation: String? = nil, firstName: String = "John", lastName: String = "Smith",
    birthdate: Date? = nil
  ) -> GreetingData {
    GreetingData(
      salutation: salutation, firstName: firstName, lastName: lastName, birthdate: birthdate)
  }
}
