import Foundation
import TestSupport
import Testing

@testable import VIPER

/// The greeting presenter alone, with a view spy and an interactor stub that answers the way
/// the interactor would: the name parts and the birthdate. All formatting is checked here.
@MainActor
@Suite("VIPER greeting presenter")
struct GreetingPresenterTests {
  let view = GreetingViewSpy()

  func presenter(answering answer: GreetingData) -> (GreetingPresenter, GreetingInteractorStub) {
    let interactor = GreetingInteractorStub(answer: answer)
    let presenter = GreetingPresenter(interactor: interactor)
    presenter.view = view
    interactor.output = presenter
    return (presenter, interactor)
  }

  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() {
    // Given
    let (presenter, interactor) = presenter(answering: GreetingData(nameParts: ["John", "Smith"]))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(interactor.requests == 1)
    #expect(view.displayed == [GreetingDisplayModel(greeting: "Hello John Smith")])
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() {
    // Given
    let (presenter, _) = presenter(answering: GreetingData(nameParts: ["Dr.", "John", "Smith"]))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.displayed == [GreetingDisplayModel(greeting: "Hello Dr. John Smith")])
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() {
    for blank in ["", "   "] {
      // Given
      let view = GreetingViewSpy()
      let (presenter, _) = presenter(answering: GreetingData(nameParts: [blank, "John", "Smith"]))
      presenter.view = view

      // When
      presenter.showGreetingTapped()

      // Then
      #expect(view.displayed == [GreetingDisplayModel(greeting: "Hello John Smith")])
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() {
    // Given
    let (presenter, _) = presenter(
      answering: GreetingData(nameParts: [" Dr. ", "  John ", " Smith "]))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.displayed == [GreetingDisplayModel(greeting: "Hello Dr. John Smith")])
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() {
    // Given
    let (presenter, _) = presenter(
      answering: GreetingData(nameParts: ["John", "Smith"], birthdate: .unixEpoch))
    #expect(view.displayed == [])

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(
      view.displayed == [
        GreetingDisplayModel(
          greeting: "Hello John Smith", birthdate: "Born Thursday January 1, 1970")
      ])
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() {
    // Given
    let (presenter, _) = presenter(
      answering: GreetingData(nameParts: ["John", "Smith"], birthdate: nil))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.displayed == [GreetingDisplayModel(greeting: "Hello John Smith", birthdate: nil)])
  }
}
