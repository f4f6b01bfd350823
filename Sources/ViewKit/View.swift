import Tracing

/// The toolkit's views: a small stand-in for UIKit's, enough for screens to be real and testable
/// on any platform. A view draws nothing; a screen's snapshot and text rendering read the tree.
/// Every change a view shows is a seam a trace reads the call stack at.
@MainActor
open class View {
  /// The views inside this one, in drawing order.
  public private(set) var subviews: [View] = []
  /// A hidden view and everything inside it is left out of the screen.
  public var isHidden = false {
    willSet { Trace.viewChanged() }
  }

  public init() {}

  public func addSubview(_ view: View) {
    subviews.append(view)
  }
}

/// A line of text. A label with no text, or an empty one, shows nothing.
public final class Label: View {
  public var text: String? {
    willSet { Trace.viewChanged() }
  }

  public init(text: String? = nil) {
    self.text = text
    super.init()
  }
}

/// A button with a title. Tapping an enabled, visible button runs its actions in order.
public final class Button: View {
  public var title: String {
    willSet { Trace.viewChanged() }
  }
  public var isEnabled = true {
    willSet { Trace.viewChanged() }
  }
  private var actions: [@MainActor () -> Void] = []

  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Adds what a tap does, like UIKit's `addAction(_:for: .touchUpInside)`.
  public func addAction(_ action: @escaping @MainActor () -> Void) {
    actions.append(action)
  }

  /// What a finger does. Tests and the runner reach it through `ViewController.tap(_:)`.
  func sendTap() {
    for action in actions { action() }
  }
}

/// A spinner. While it animates, the screen is loading.
public final class ActivityIndicator: View {
  public private(set) var isAnimating = false

  public override init() {
    super.init()
  }

  public func startAnimating() {
    Trace.viewChanged()
    isAnimating = true
  }

  public func stopAnimating() {
    Trace.viewChanged()
    isAnimating = false
  }
}
