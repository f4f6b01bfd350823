import Model
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithHandlers

/// Before the tap, the greeting is its view controller's: it titles the screen, and its view
/// shows the empty view model. So the one test of that moment loads the controller's view and
/// reads the screen; what the tap shows is tested through the business handler, without a view.
@MainActor
@Suite("MVVMWithHandlers GreetingViewController")
struct GreetingViewControllerTests {
  @Test("G1 nothing is greeted before the tap")
  func nothingIsGreetedBeforeTheTap() {
    // Given
    let controller = GreetingViewController(person: .fixture(birthdate: .unixEpoch))

    // When
    controller.loadViewIfNeeded()

    // Then
    #expect(
      controller.snapshot
        == ScreenSnapshot(title: "Greeting", buttons: [.init(title: "Show greeting")]))
  }
}
