import Model

/// VIPER's interactor for the greeting: it hands on the `Person` entity's data, untouched.
@MainActor
final class GreetingInteractor: GreetingInteractorInput {
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
