import Foundation
import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting interactor alone, with an output spy: it reads the person and answers with the
/// name parts and the birthdate, untouched.
@MainActor
@Suite("VIPER GreetingInteractor")
struct GreetingInteractorTests {
  @Test("The interactor answers with the salutation, the names and the birthdate, untouched")
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
      output.received == [.fixture(salutation: " Dr. ", firstName: "John", birthdate: .unixEpoch)])
  }
}
