import Model
import TestSupport
import Testing

@testable import TEA

/// The greeting at TEA's seam: the reducer alone, in a test store, with no view at all. Each
/// test gives the reducer a person, sends the tap, and states the exact state it leads to.
@MainActor
@Suite("TEA GreetingReducer", .serialMainLoop)
struct GreetingReducerTests {
  @Test("G1 nothing is greeted before the tap")
  func nothingIsGreetedBeforeTheTap() {
    // When: the state a greeting screen starts from
    let state = GreetingState()

    // Then
    #expect(state.title == "Greeting")
    #expect(state.greeting == nil)
    #expect(state.birthdate == nil)
  }

  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() async {
    // Given
    let store = makeGreeting(person: .fixture(firstName: "John", lastName: "Smith"))

    // When, then
    await store.send(.showGreetingTapped) { $0.greeting = "Hello John Smith" }
    await store.finish()
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() async {
    // Given
    let store = makeGreeting(person: .fixture(salutation: "Dr."))

    // When, then
    await store.send(.showGreetingTapped) { $0.greeting = "Hello Dr. John Smith" }
    await store.finish()
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() async {
    for blank in ["", "   "] {
      // Given
      let store = makeGreeting(person: .fixture(salutation: blank))

      // When, then
      await store.send(.showGreetingTapped) { $0.greeting = "Hello John Smith" }
      await store.finish()
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() async {
    // Given
    let store = makeGreeting(
      person: .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))

    // When, then
    await store.send(.showGreetingTapped) { $0.greeting = "Hello Dr. John Smith" }
    await store.finish()
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() async {
    // Given
    let store = makeGreeting(person: .fixture(birthdate: .unixEpoch))

    // When, then
    await store.send(.showGreetingTapped) {
      $0.greeting = "Hello John Smith"
      $0.birthdate = "Born Thursday January 1, 1970"
    }
    await store.finish()
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() async {
    // Given
    let store = makeGreeting(person: .fixture(birthdate: nil))

    // When, then
    await store.send(.showGreetingTapped) { $0.greeting = "Hello John Smith" }
    await store.finish()
  }

  // MARK: Helpers

  /// A test store over the greeting's reducer for `person`, from the state the screen starts
  /// from.
  private func makeGreeting(person: Person) -> TestStore<GreetingState, GreetingAction> {
    TestStore(initialState: GreetingState(), reducer: GreetingReducer(person: person).reduce)
  }
}
