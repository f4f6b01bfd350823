import Model
import TestSupport
import Testing

@testable import MVVMWithoutBinding

/// The greeting at this pattern's seam: the view model's factory alone, with no view at all.
/// Each test makes the view model the view controller hands its view on the tap, and compares
/// it whole.
@Suite("MVVMWithoutBinding GreetingViewModel")
struct GreetingViewModelTests {
  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() {
    // When
    let viewModel = GreetingViewModel.make(from: .fixture(firstName: "John", lastName: "Smith"))

    // Then
    #expect(viewModel == .init(greeting: "Hello John Smith"))
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() {
    // When
    let viewModel = GreetingViewModel.make(from: .fixture(salutation: "Dr."))

    // Then
    #expect(viewModel == .init(greeting: "Hello Dr. John Smith"))
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() {
    for blank in ["", "   "] {
      // When
      let viewModel = GreetingViewModel.make(from: .fixture(salutation: blank))

      // Then
      #expect(viewModel == .init(greeting: "Hello John Smith"), "salutation \"\(blank)\"")
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() {
    // When
    let viewModel = GreetingViewModel.make(
      from: .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))

    // Then
    #expect(viewModel == .init(greeting: "Hello Dr. John Smith"))
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() {
    // When
    let viewModel = GreetingViewModel.make(from: .fixture(birthdate: .unixEpoch))

    // Then
    #expect(
      viewModel == .init(greeting: "Hello John Smith", birthdate: "Born Thursday January 1, 1970"))
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() {
    // When
    let viewModel = GreetingViewModel.make(from: .fixture(birthdate: nil))

    // Then
    #expect(viewModel == .init(greeting: "Hello John Smith"))
  }
}
