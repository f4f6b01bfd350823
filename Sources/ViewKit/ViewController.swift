import Tracing

/// The toolkit's view controller, like UIKit's: it owns a view it loads on first use, hears
/// the lifecycle events its container sends (did load, will appear, did disappear), and updates
/// its view from the observable values it reads, as UIKit's `updateProperties()` does.
@MainActor
open class ViewController {
  /// Shown in the navigation bar.
  public var title: String? {
    willSet { Trace.viewChanged() }
  }
  /// The navigation controller whose stack holds this controller, if any.
  public internal(set) weak var navigationController: NavigationController?
  /// True while this controller is being popped, during `viewDidDisappear()`.
  public internal(set) var isMovingFromParent = false

  private var loadedView: View?

  public init() {}

  /// The root view, loaded (and `viewDidLoad()` called) on first access.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set { loadedView = newValue }
  }

  /// Whether the root view has loaded, as UIKit's `isViewLoaded` says.
  public var isViewLoaded: Bool { loadedView != nil }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View() }
    viewDidLoad()
    trackProperties()
    // Then every view in the loaded hierarchy, outermost first (see `View.updateProperties()`).
    loadedView?.startTrackingProperties()
  }

  /// Creates the root view. The default makes an empty `View`; override to make another.
  open func loadView() {
    loadedView = View()
  }

  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidDisappear() {}

  /// Sets what the view shows from the values it reads. The toolkit calls it once the view has
  /// loaded, and again each time an `@Observable` value it read changes, as UIKit does: a
  /// controller that reads an observable object here is bound to it, with no code of its own.
  open func updateProperties() {}
}
