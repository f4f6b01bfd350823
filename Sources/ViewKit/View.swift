import Tracing

/// The toolkit's views: a small stand-in for UIKit's, enough for screens to be real and testable
/// on any platform. A view draws nothing; a screen's snapshot and text rendering read the tree.
/// Every change a view shows is a seam a trace reads the call stack at. Like UIKit 26's
/// `UIView`, a view can update itself from the observable values it reads
/// (`updateProperties()`).
@MainActor
open class View {
  /// The views inside this one, in drawing order.
  public private(set) var subviews: [View] = []
  /// A hidden view and everything inside it is left out of the screen.
  public var isHidden = false {
    willSet { Trace.viewChanged() }
  }
  /// Whether the toolkit runs `updateProperties()`: true from when the view is in a loaded
  /// screen. Every view inside a tracked view is tracked too.
  private var isTrackingProperties = false

  public init() {}

  public func addSubview(_ view: View) {
    subviews.append(view)
    // A view added to a loaded screen is tracked from now on, with every view inside it.
    if isTrackingProperties { view.startTrackingProperties() }
  }

  /// Sets what the view shows from the values it reads, as the view controller's does. The
  /// toolkit calls it once the view is in a loaded screen, and again each time an
  /// `@Observable` value it read changes: a view that reads an observable object here is bound
  /// to it, with no code of its own. A view is in a loaded screen from when its view
  /// controller's view loads, after `viewDidLoad()` and the controller's own
  /// `updateProperties()`, or, if it is added later, from when it is added to a view already
  /// in one. Views are updated outermost first. The default does nothing.
  open func updateProperties() {}

  /// Tracks this view and every view inside it: each runs `updateProperties()` now and after
  /// every change to what it read. A view already tracked is left as it is.
  func startTrackingProperties() {
    guard !isTrackingProperties else { return }
    isTrackingProperties = true
    trackProperties()
    for subview in subviews { subview.startTrackingProperties() }
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
