import Model
import TestSupport
import Testing

@testable import MVP

/// The greeting's title and formatting live in its presenter, so the tests drive the presenter
/// with a view spy and read the commands it gave: no view controller, no toolkit.
@MainActor
@Suite("MVP GreetingPresenter")
struct GreetingPresenterTests {
  @Test("G1 nothing is greeted before the tap")
  func nothingIsGreetedBeforeTheTap() {
    // Given
    let (presenter, view) = makeGreeting(for: .fixture(birthdate: .unixEpoch))

    // When
    presenter.viewDidLoad()

    // Then
    #expect(view.takeCalls() == [.show(title: "Greeting")])
  }

  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() {
    // Given
    let (presenter, view) = makeGreeting(for: .fixture(firstName: "John", lastName: "Smith"))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.show(greeting: "Hello John Smith"), .show(birthdate: nil)])
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() {
    // Given
    let (presenter, view) = makeGreeting(for: .fixture(salutation: "Dr."))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.show(greeting: "Hello Dr. John Smith"), .show(birthdate: nil)])
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() {
    for blank in ["", "   "] {
      // Given
      let (presenter, view) = makeGreeting(for: .fixture(salutation: blank))

      // When
      presenter.showGreetingTapped()

      // Then
      #expect(
        view.takeCalls() == [.show(greeting: "Hello John Smith"), .show(birthdate: nil)],
        "salutation \"\(blank)\"")
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() {
    // Given
    let (presenter, view) = makeGreeting(
      for: .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.show(greeting: "Hello Dr. John Smith"), .show(birthdate: nil)])
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() {
    // Given
    let (presenter, view) = makeGreeting(for: .fixture(birthdate: .unixEpoch))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(
      view.takeCalls() == [
        .show(greeting: "Hello John Smith"), .show(birthdate: "Born Thursday January 1, 1970"),
      ])
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() {
    // Given
    let (presenter, view) = makeGreeting(for: .fixture(birthdate: nil))

    // When
    presenter.showGreetingTapped()

    // Then
    #expect(view.takeCalls() == [.show(greeting: "Hello John Smith"), .show(birthdate: nil)])
  }

  // MARK: Helpers

  /// A presenter for `person`, attached to a spy. The presenter holds its view weakly, so the
  /// test keeps the spy alive by holding it.
  private func makeGreeting(for person: Person) -> (GreetingPresenter, GreetingViewSpy) {
    let presenter = GreetingPresenter(person: person)
    let view = GreetingViewSpy()
    presenter.view = view
    return (presenter, view)
  }
}
