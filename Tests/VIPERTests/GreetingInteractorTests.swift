import Foundation
import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting interactor alone, with an output spy: it reads the person and answers with the
/// name parts in the order they are said, untouched, and the birthdate.
@MainActor
@Suite("VIPER greeting interactor")
struct GreetingInteractorTests {
  @Test("The interactor answers with salutation, first and last name, and the birthdate")
  func answersWithNamePartsAndBirthdate() {
    // Given
    let output = GreetingInteractorOutputSpy()
    let interactor = GreetingInteractor(
      person: .fixture(salutation: " Dr. ", firstName: "John", birthdate: .unixEpoch))
    interactor.output = output

    // When
    interactor.provideGreeting()

    // Then
    #expect(
      output.received == [
        GreetingData(nameParts: [" Dr. ", "John", "Smith"], birthdate: .unixEpoch)
      ])
  }

  @Test("The interactor leaves out a salutation the person does not have")
  func leavesOutAMissingSalutation() {
    // Given
    let output = GreetingInteractorOutputSpy()
    let interactor = GreetingInteractor(person: .fixture(salutation: nil))
    interactor.output = output

    // When
    interactor.provideGreeting()

    // Then
    #expect(output.received == [GreetingData(nameParts: ["John", "Smith"], birthdate: nil)])
  }
}
