import Model
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// The greeting at this pattern's seam: the business handler, which takes the tap, joined by
/// its context to the real data handler and view model, with no view at all. Each test gives
/// the screen a person, sends the tap as the view does, and reads the whole state of the view
/// model.
@MainActor
@Suite("MVVMWithHandlers GreetingBusinessHandler")
struct GreetingBusinessHandlerTests {
  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() {
    // Given
    let context = makeGreeting(.fixture(firstName: "John", lastName: "Smith"))

    // When
    context.businessHandler.showGreetingTapped()

    // Then
    #expect(context.viewModel.state == .init(greeting: "Hello John Smith"))
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() {
    // Given
    let context = makeGreeting(.fixture(salutation: "Dr."))

    // When
    context.businessHandler.showGreetingTapped()

    // Then
    #expect(context.viewModel.state == .init(greeting: "Hello Dr. John Smith"))
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() {
    for blank in ["", "   "] {
      // Given
      let context = makeGreeting(.fixture(salutation: blank))

      // When
      context.businessHandler.showGreetingTapped()

      // Then
      #expect(
        context.viewModel.state == .init(greeting: "Hello John Smith"), "salutation \"\(blank)\"")
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() {
    // Given
    let context = makeGreeting(
      .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))

    // When
    context.businessHandler.showGreetingTapped()

    // Then
    #expect(context.viewModel.state == .init(greeting: "Hello Dr. John Smith"))
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() {
    // Given
    let context = makeGreeting(.fixture(birthdate: .unixEpoch))

    // When
    context.businessHandler.showGreetingTapped()

    // Then
    #expect(
      context.viewModel.state
        == .init(greeting: "Hello John Smith", birthdate: "Born Thursday January 1, 1970"))
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() {
    // Given
    let context = makeGreeting(.fixture(birthdate: nil))

    // When
    context.businessHandler.showGreetingTapped()

    // Then
    #expect(context.viewModel.state == .init(greeting: "Hello John Smith"))
  }

  // MARK: Helpers

  /// The greeting's context for `person`, with its real handlers, as its view controller makes
  /// it.
  private func makeGreeting(_ person: Person) -> GreetingContext {
    GreetingContext(
      dataHandler: GreetingDataHandler(person: person), businessHandler: GreetingBusinessHandler())
  }
}
