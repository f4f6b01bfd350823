import Testing
import ViewKit

@testable import VIPER

/// The greeting view alone, with a spy for its event handler: it lays itself out, forwards the
/// tap and shows what it is given, and decides nothing.
@MainActor
@Suite("VIPER greeting view")
struct GreetingViewControllerTests {
  @Test("G1 nothing is greeted before the tap")
  func nothingIsGreetedBeforeTheTap() {
    // Given
    let eventHandler = GreetingEventHandlerSpy()
    let view = GreetingViewController(eventHandler: eventHandler)

    // When
    view.loadViewIfNeeded()

    // Then
    #expect(
      view.snapshot == ScreenSnapshot(title: "Greeting", buttons: [.init(title: "Show greeting")]))
    #expect(eventHandler.events == [])
  }

  @Test("The tap is forwarded to the event handler, and only that")
  func tapIsForwarded() throws {
    // Given
    let eventHandler = GreetingEventHandlerSpy()
    let view = GreetingViewController(eventHandler: eventHandler)

    // When
    try view.tap("Show greeting")

    // Then
    #expect(eventHandler.events == [.showGreetingTapped])
    #expect(view.snapshot.labels == [])
  }

  @Test("A display model fills the labels")
  func displayFillsTheLabels() {
    // Given
    let view = GreetingViewController(eventHandler: GreetingEventHandlerSpy())

    // When
    view.display(GreetingDisplayModel(greeting: "Hello Ada", birthdate: "Born Monday"))

    // Then
    #expect(view.snapshot.labels == ["Hello Ada", "Born Monday"])
  }
}
