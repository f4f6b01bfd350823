import Testing
import ViewKit

/// The toolkit sends lifecycle events in UIKit's order, so patterns can rely on them.
@MainActor
@Suite("Navigation and lifecycle")
struct NavigationControllerTests {
  @Test("Showing, pushing and popping send load, appear and disappear in UIKit's order")
  func lifecycleOrder() throws {
    // Given
    let log = LifecycleLog()
    let root = RecordingViewController("root", log: log)
    let navigation = NavigationController(root: root)
    let window = Window()

    // When
    window.show(navigation)
    let pushed = RecordingViewController("pushed", log: log)
    navigation.pushViewController(pushed)
    try navigation.goBack()

    // Then
    #expect(
      log.events == [
        "root didLoad", "root willAppear",
        "pushed didLoad", "pushed willAppear", "root didDisappear",
        "root willAppear", "pushed didDisappear leaving",
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(pushed.navigationController == nil)
    #expect(window.visibleViewController === root)
  }

  @Test("A controller pushed before the stack is on screen appears only when it is shown")
  func pushBeforeShowing() {
    let log = LifecycleLog()
    let navigation = NavigationController(root: RecordingViewController("root", log: log))
    navigation.pushViewController(RecordingViewController("pushed", log: log))
    #expect(log.events.isEmpty)

    Window().show(navigation)
    #expect(log.events == ["pushed didLoad", "pushed willAppear"])
  }

  @Test("Going back from the first screen is refused with a message that names it")
  func cannotPopRoot() {
    let root = ViewController()
    root.title = "Start"
    let navigation = NavigationController(root: root)
    #expect(throws: UserActionError.cannotGoBack(screen: "Start")) { try navigation.goBack() }
    #expect(
      UserActionError.cannotGoBack(screen: "Start").description
        == "cannot go back from Start: it is the first screen")
  }

  @Test("A popped controller is released once nothing else holds it")
  func poppedControllerIsReleased() throws {
    let navigation = NavigationController(root: ViewController())
    Window().show(navigation)
    weak var pushed: ViewController?
    do {
      let controller = ViewController()
      pushed = controller
      navigation.pushViewController(controller)
    }
    try navigation.goBack()
    #expect(pushed == nil)
  }
}

@MainActor
final class LifecycleLog {
  var events: [String] = []
}

final class RecordingViewController: ViewController {
  let name: String
  let log: LifecycleLog

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func viewDidLoad() { log.events.append("\(name) didLoad") }
  override func viewWillAppear() { log.events.append("\(name) willAppear") }
  override func viewDidDisappear() {
    log.events.append("\(name) didDisappear" + (isMovingFromParent ? " leaving" : ""))
  }
}
