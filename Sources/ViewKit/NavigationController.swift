import Tracing

/// A stack of view controllers, like UIKit's `UINavigationController`: the top one is on screen.
/// Pushing and popping send the lifecycle events UIKit sends, in UIKit's order.
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController]
  private var isOnScreen = false

  public init(root: ViewController) {
    viewControllers = [root]
    super.init()
    root.navigationController = self
  }

  public var topViewController: ViewController? { viewControllers.last }

  public override func viewWillAppear() {
    isOnScreen = true
    appear(topViewController)
  }

  public override func viewDidDisappear() {
    isOnScreen = false
    topViewController?.viewDidDisappear()
  }

  /// Pushes `controller` on top. A trace draws the push from the role whose code called this.
  public func pushViewController(_ controller: ViewController) {
    Trace.request("push", to: .navigation)
    let covered = topViewController
    controller.navigationController = self
    viewControllers.append(controller)
    guard isOnScreen else { return }
    appear(controller)
    if let covered {
      Trace.toolkitCall(
        "viewDidDisappear (\(covered.title ?? ""), covered)", from: .navigation, to: covered)
      covered.viewDidDisappear()
    }
  }

  /// Pops the top controller and returns it; the root is never popped.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    if isOnScreen {
      appear(topViewController)
      popped.isMovingFromParent = true
      Trace.toolkitCall(
        "viewDidDisappear (\(popped.title ?? ""), popped)", from: .navigation, to: popped)
      popped.viewDidDisappear()
      popped.isMovingFromParent = false
    }
    popped.navigationController = nil
    return popped
  }

  private func appear(_ controller: ViewController?) {
    guard let controller else { return }
    if !controller.isViewLoaded {
      // The screen's title is often set while it loads, so the message cannot name it yet.
      Trace.toolkitCall("viewDidLoad", from: .navigation, to: controller)
      controller.loadViewIfNeeded()
    }
    Trace.toolkitCall(
      "viewWillAppear (\(controller.title ?? ""))", from: .navigation, to: controller)
    controller.viewWillAppear()
  }
}

/// Where a screen is put on display: showing a controller sends it `viewWillAppear()`.
@MainActor
public final class Window {
  public private(set) var rootViewController: ViewController?

  public init() {}

  public func show(_ controller: ViewController) {
    rootViewController?.viewDidDisappear()
    rootViewController = controller
    controller.loadViewIfNeeded()
    controller.viewWillAppear()
  }

  /// The controller the user sees: the top of a navigation stack, or the root itself.
  public var visibleViewController: ViewController? {
    if let navigation = rootViewController as? NavigationController {
      return navigation.topViewController
    }
    return rootViewController
  }
}
