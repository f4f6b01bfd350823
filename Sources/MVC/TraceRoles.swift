import Tracing

/// MVC's roles as `showcase trace` names them. MVC has no role of its own beyond the toolkit's
/// view controller, which is the controller: it asks the Model itself.
/// Declarations, not the pattern: the report counts none of this file's lines.
public enum TraceRoles: PatternRoles {
  public static let own: [Role] = []
  public static let modelCaller: Role = .viewController
  /// The view controller does it all: it is the view, decides what it shows, asks the Model
  /// and pushes the next screen.
  public static let files = [
    RoleFile("ViewController", does: .presentation, .view, .modelAccess, .navigation)
  ]
  public static let eventTaker = "ViewController"
  public static let toolkitFree: [String] = []
}
