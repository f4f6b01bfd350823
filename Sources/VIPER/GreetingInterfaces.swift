import Foundation

/// VIPER's contracts for the Greeting module. Greeting has no router: it leads nowhere.
@MainActor
protocol GreetingView: AnyObject {
  func display(title: String)
  func display(_ model: GreetingDisplayModel)
}

@MainActor
protocol GreetingEventHandler: AnyObject {
  func viewDidLoad()
  func showGreetingTapped()
}

@MainActor
protocol GreetingInteractorInput: AnyObject {
  func provideGreeting()
}

@MainActor
protocol GreetingInteractorOutput: AnyObject {
  func greetingProvided(_ data: GreetingData)
}

/// What the interactor hands the presenter: the learner's name parts and birthdate, as the
/// entity holds them. A transport structure: neither the `Person` entity nor text to show yet.
struct GreetingData: Sendable, Equatable {
  var salutation: String?
  var firstName: String
  var lastName: String
  var birthdate: Date?
}

struct GreetingDisplayModel: Sendable, Equatable {
  var greeting: String
  var birthdate: String?
}
