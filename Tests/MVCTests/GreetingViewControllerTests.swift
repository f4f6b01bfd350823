import Model
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// The greeting's title and formatting live in its view controller, so the tests build that
/// controller, load its view and tap its button, then read what the screen shows.
@MainActor
@Suite("MVC GreetingViewController")
struct GreetingViewControllerTests {
  @Test("G1 nothing is greeted before the tap")
  func nothingIsGreetedBeforeTheTap() {
    // Given
    let controller = GreetingViewController(person: .fixture(birthdate: .unixEpoch))

    // When
    controller.loadViewIfNeeded()

    // Then
    #expect(controller.snapshot == .greeting())
  }

  @Test("G2 greets by first and last name")
  func greetsByFirstAndLastName() throws {
    // Given
    let controller = makeGreeting(for: .fixture(firstName: "John", lastName: "Smith"))

    // When
    try controller.tap("Show greeting")

    // Then
    #expect(controller.snapshot == .greeting("Hello John Smith"))
  }

  @Test("G3 greets with the salutation")
  func greetsWithSalutation() throws {
    // Given
    let controller = makeGreeting(for: .fixture(salutation: "Dr."))

    // When
    try controller.tap("Show greeting")

    // Then
    #expect(controller.snapshot == .greeting("Hello Dr. John Smith"))
  }

  @Test("G4 ignores a blank salutation")
  func ignoresBlankSalutation() throws {
    for blank in ["", "   "] {
      // Given
      let controller = makeGreeting(for: .fixture(salutation: blank))

      // When
      try controller.tap("Show greeting")

      // Then
      #expect(controller.snapshot == .greeting("Hello John Smith"), "salutation \"\(blank)\"")
    }
  }

  @Test("G5 trims names and salutation")
  func trimsNamesAndSalutation() throws {
    // Given
    let controller = makeGreeting(
      for: .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))

    // When
    try controller.tap("Show greeting")

    // Then
    #expect(controller.snapshot == .greeting("Hello Dr. John Smith"))
  }

  @Test("G6 shows the birthdate after the tap")
  func showsBirthdateAfterTheTap() throws {
    // Given
    let controller = makeGreeting(for: .fixture(birthdate: .unixEpoch))

    // When
    try controller.tap("Show greeting")

    // Then
    #expect(
      controller.snapshot == .greeting("Hello John Smith", "Born Thursday January 1, 1970"))
  }

  @Test("G7 shows no birthdate line without a birthdate")
  func showsNoBirthdateLineWithoutBirthdate() throws {
    // Given
    let controller = makeGreeting(for: .fixture(birthdate: nil))

    // When
    try controller.tap("Show greeting")

    // Then
    #expect(controller.snapshot == .greeting("Hello John Smith"))
  }

  // MARK: Helpers

  /// The controller for `person`, its view loaded: it creates its labels and button in
  /// `viewDidLoad()`, so until then there is nothing to tap.
  private func makeGreeting(for person: Person) -> GreetingViewController {
    let controller = GreetingViewController(person: person)
    controller.loadViewIfNeeded()
    return controller
  }
}

extension ScreenSnapshot {
  /// The greeting screen showing `labels` above its button.
  fileprivate static func greeting(_ labels: String...) -> ScreenSnapshot {
    ScreenSnapshot(title: "Greeting", labels: labels, buttons: [.init(title: "Show greeting")])
  }
}
