import ViewKit

/// Holds objects weakly and names those still alive, so a lifetime test can say which object a
/// screen left behind: `#expect(watch.alive == [])` fails with the names of the survivors.
@MainActor
public final class ReleaseWatch {
  private var entries: [(name: String, object: () -> AnyObject?)] = []

  public init() {}

  /// Watches `object` under `name`, without keeping it alive.
  public func watch(_ object: AnyObject?, as name: String) {
    entries.append((name, { [weak object] in object }))
  }

  /// Watches a screen's view controller, as "view controller", and every view inside it, by
  /// type name.
  public func watchScreen(_ controller: ViewController) {
    watch(controller, as: "view controller")
    watchViews(in: controller.view)
  }

  /// The names of the watched objects not released yet, in the order they were watched.
  public var alive: [String] {
    entries.filter { $0.object() != nil }.map(\.name)
  }

  private func watchViews(in view: View) {
    watch(view, as: String(describing: type(of: view)))
    for subview in view.subviews { watchViews(in: subview) }
  }
}

/// Puts `controller` on a navigation stack shown in a window, above a first screen, the way a
/// person reaches it: it appears (and loads), it can push, and going back pops it.
@MainActor
public func pushOnScreen(_ controller: ViewController) -> NavigationController {
  let navigation = NavigationController(root: ViewController())
  Window().show(navigation)
  navigation.pushViewController(controller)
  return navigation
}
