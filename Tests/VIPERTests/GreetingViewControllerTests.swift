import Testing
import ViewKit

@testable import VIPER

/// The greeting view alone, with a spy for its event handler: it lays itself out, forwards what
/// happened and shows what it is given, and decides nothing.
@MainActor
@Suite("VIPER GreetingViewController")
struct GreetingViewControllerTests {
  @Test("Loading the view lays out the button and tells the event handler, and only that")
  func loadingIsForwarded() {
    // Given
    let eventHandler = GreetingEventHandlerSpy()
    let view = GreetingViewController(eventHandler: eventHandler)

    // When
    view.loadViewIfNeeded()

    // Then
    #expect(view.snapshot == ScreenSnapshot(title: "", buttons: [.init(title: "Show greeting")]))
    #expect(eventHandler.takeEvents() == [.viewDidLoad])
  }

  @Test("The tap is forwarded to the event handler, and only that")
  func tapIsForwarded() throws {
    // Given
    let eventHandler = GreetingEventHandlerSpy()
    let view = GreetingViewController(eventHandler: eventHandler)
    view.loadViewIfNeeded()
    #expect(eventHandler.takeEvents() == [.viewDidLoad])

    // When
    try view.tap("Show greeting")

    // Then
    #expect(eventHandler.takeEvents() == [.showGreetingTapped])
    #expect(view.snapshot.labels == [])
  }

  @Test("A title and a display model fill the screen")
  func displayFillsTheScreen() {
    // Given
    let view = GreetingViewController(eventHandler: GreetingEventHandlerSpy())
    view.loadViewIfNeeded()

    // When
    view.display(title: "Greeting")
    view.display(GreetingDisplayModel(greeting: "Hello Ada", birthdate: "Born Monday"))

    // Then
    #expect(
      view.snapshot
        == ScreenSnapshot(
          title: "Greeting", labels: ["Hello Ada", "Born Monday"],
          buttons: [.init(title: "Show greeting")]))
  }
}
