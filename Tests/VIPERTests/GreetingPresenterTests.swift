import Foundation
import TestSupport
import Testing

@testable import VIPER

/// The greeting presenter alone, with a view spy and an interactor stub that answers the way
/// the interactor would: the name parts and the birthdate. The title and all formatting are
/// checked here.
@MainActor
@Suite("VIPER GreetingPresenter")
struct GreetingPresenterTests {
  @Test("G1 nothing is greeted before the tap")
  func nothingIsGreetedBeforeTheTap() {
    // Given
    let (presenter, view) = makeGreeting(answering: .fixture(birthdate: .unixEpoch))

    // When
    presenter.viewDidLoad()

    // Then
    #expect(view.takeCalls() == [.display(title: "Greeting")])
  }

  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() {
    // Given
    let (presenter, view) = makeGreeting(
      answering: .fixture(firstName: "John", lastName: "Smith"))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.display(GreetingDisplayModel(greeting: "Hello John Smith"))])
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() {
    // Given
    let (presenter, view) = makeGreeting(answering: .fixture(salutation: "Dr."))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.display(GreetingDisplayModel(greeting: "Hello Dr. John Smith"))])
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() {
    for blank in ["", "   "] {
      // Given
      let (presenter, view) = makeGreeting(answering: .fixture(salutation: blank))

      // When
      presenter.showGreetingTapped()

      // Then
      #expect(
        view.takeCalls() == [.display(GreetingDisplayModel(greeting: "Hello John Smith"))],
        "salutation \"\(blank)\"")
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() {
    // Given
    let (presenter, view) = makeGreeting(
      answering: .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.display(GreetingDisplayModel(greeting: "Hello Dr. John Smith"))])
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() {
    // Given
    let (presenter, view) = makeGreeting(answering: .fixture(birthdate: .unixEpoch))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(
      view.takeCalls() == [
        .display(
          GreetingDisplayModel(
            greeting: "Hello John Smith", birthdate: "Born Thursday January 1, 1970"))
      ])
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() {
    // Given
    let (presenter, view) = makeGreeting(answering: .fixture(birthdate: nil))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.display(GreetingDisplayModel(greeting: "Hello John Smith"))])
  }

  // MARK: Helpers

  /// A presenter attached to a spy, whose interactor answers `data` at once. The presenter
  /// holds its view weakly, so the test keeps the spy alive by holding it; the presenter owns
  /// the stub.
  private func makeGreeting(answering data: GreetingData) -> (GreetingPresenter, GreetingViewSpy) {
    let interactor = GreetingInteractorStub(answer: data)
    let presenter = GreetingPresenter(interactor: interactor)
    let view = GreetingViewSpy()
    presenter.view = view
    interactor.output = presenter
    return (presenter, view)
  }
}
