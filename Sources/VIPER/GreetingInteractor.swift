import Model

/// VIPER's interactor for the greeting: the use case "greet the learner". It reads the `Person`
/// entity and answers through its output with the name parts and the birthdate, untouched.
@MainActor
final class GreetingInteractor: GreetingInteractorInput {
  /// The interactor holds its output weakly: the presenter owns the interactor.
  weak var output: (any GreetingInteractorOutput)?
  private let person: Person

  init(person: Person) {
    self.person = person
  }

  func provideGreeting() {
    output?.greetingProvided(
      GreetingData(
        salutation: person.salutation, firstName: person.firstName, lastName: person.lastName,
        birthdate: person.birthdate))
  }
}
