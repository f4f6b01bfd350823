import Model
import TestSupport
import Testing

@testable import MVVM

/// The greeting at MVVM's seam: the view model alone, with no view at all. Each test gives it a
/// person, sends an input, and reads the title and the state it exposes.
@MainActor
@Suite("MVVM GreetingViewModel")
struct GreetingViewModelTests {
  @Test("G1 nothing is greeted before the tap")
  func nothingIsGreetedBeforeTheTap() {
    // When
    let viewModel = GreetingViewModel(person: .fixture(birthdate: .unixEpoch))

    // Then
    #expect(viewModel.title == "Greeting")
    #expect(viewModel.state == .init())
  }

  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() {
    // Given
    let viewModel = GreetingViewModel(person: .fixture(firstName: "John", lastName: "Smith"))

    // When
    viewModel.showGreetingTapped()

    // Then
    #expect(viewModel.state == .init(greeting: "Hello John Smith"))
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() {
    // Given
    let viewModel = GreetingViewModel(person: .fixture(salutation: "Dr."))

    // When
    viewModel.showGreetingTapped()

    // Then
    #expect(viewModel.state == .init(greeting: "Hello Dr. John Smith"))
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() {
    for blank in ["", "   "] {
      // Given
      let viewModel = GreetingViewModel(person: .fixture(salutation: blank))

      // When
      viewModel.showGreetingTapped()

      // Then
      #expect(viewModel.state == .init(greeting: "Hello John Smith"), "salutation \"\(blank)\"")
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() {
    // Given
    let viewModel = GreetingViewModel(
      person: .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))

    // When
    viewModel.showGreetingTapped()

    // Then
    #expect(viewModel.state == .init(greeting: "Hello Dr. John Smith"))
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() {
    // Given
    let viewModel = GreetingViewModel(person: .fixture(birthdate: .unixEpoch))

    // When
    viewModel.showGreetingTapped()

    // Then
    #expect(
      viewModel.state
        == .init(greeting: "Hello John Smith", birthdate: "Born Thursday January 1, 1970"))
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() {
    // Given
    let viewModel = GreetingViewModel(person: .fixture(birthdate: nil))

    // When
    viewModel.showGreetingTapped()

    // Then
    #expect(viewModel.state == .init(greeting: "Hello John Smith"))
  }
}
