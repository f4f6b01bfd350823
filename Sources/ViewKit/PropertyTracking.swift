import Observation
import Tracing

/// What the toolkit updates from the observable values it reads, as UIKit 26 does: view
/// controllers and views. Each sets what it shows in `updateProperties()`; the toolkit runs
/// that once and again after every change to what it read.
@MainActor
protocol PropertyTracking: AnyObject, Sendable {
  func updateProperties()
}

extension PropertyTracking {
  /// Runs `updateProperties()` and runs it again after the next change to what it read. The
  /// change is heard as it happens, in the code that makes it; the update runs on the main
  /// actor right after, and holds the object weakly, so a screen that leaves is released.
  func trackProperties() {
    let observer = type(of: self)
    withObservationTracking {
      updateProperties()
    } onChange: { [weak self] in
      Trace.observedChange(by: String(reflecting: observer), "updateProperties()")
      Task { @MainActor in self?.trackProperties() }
    }
  }
}

extension ViewController: PropertyTracking {}

extension View: PropertyTracking {}
