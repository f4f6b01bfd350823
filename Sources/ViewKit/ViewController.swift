/// The toolkit's view controller, like UIKit's: it owns a view it loads on first use and hears
/// the lifecycle events its container sends (did load, will appear, did disappear).
@MainActor
open class ViewController {
  /// Shown in the navigation bar.
  public var title: String?
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

  public var isViewLoaded: Bool { loadedView != nil }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View() }
    viewDidLoad()
  }

  /// Creates the root view. The default makes an empty `View`; override to make another.
  open func loadView() {
    loadedView = View()
  }

  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidDisappear() {}
}
