import Foundation

/// VIPER's contracts for the Greeting module, kept in one file as VIPER templates keep them.
/// Every role talks to its neighbours only through these. Greeting has no router: it leads
/// nowhere.
///
/// `GreetingView` is what the view can be told to show; the view controller implements it.
@MainActor
protocol GreetingView: AnyObject {
  func display(title: String)
  func display(_ model: GreetingDisplayModel)
}

/// What happened to, or on, the greeting screen; the presenter implements it.
@MainActor
protocol GreetingEventHandler: AnyObject {
  func viewDidLoad()
  func showGreetingTapped()
}

/// The use case the presenter asks for; the interactor implements it.
@MainActor
protocol GreetingInteractorInput: AnyObject {
  func provideGreeting()
}

/// How the interactor answers; the presenter implements it, the interactor holds it weakly.
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

/// What the greeting view shows, ready for its labels: `nil` means no birthdate line.
struct GreetingDisplayModel: Sendable, Equatable {
  var greeting: String
  var birthdate: String?
}
