import Tracing

/// MVVM without binding's roles as `showcase trace` names them: the toolkit's view controller
/// assembles the screen and takes its events, each view it holds is handed view models, and the
/// data controller asks the Model. View models are values made by factories: they send and
/// receive nothing, so they are no role of a trace.
/// Declarations, not the pattern: the report counts none of this file's lines.
extension Role {
  static let view = Role("View")
  static let dataController = Role("DataController")
}

/// What the runner and the tests know of this pattern's roles.
public enum TraceRoles: PatternRoles {
  public static let own: [Role] = [.view, .dataController]
  public static let modelCaller: Role = .dataController
  /// The view models word what each view shows; the view controller decides what happens
  /// next, pushes the next screen and assembles its own; each view draws and declares its
  /// delegate protocol; the data controller asks the Model.
  public static let files = [
    RoleFile("ViewModel", does: .presentation),
    RoleFile("ViewController", does: .presentation, .navigation, .assembly),
    RoleFile("View", does: .view, .contract),
    RoleFile("DataController", does: .modelAccess),
  ]
  /// The view controller is the delegate of the views it holds: it takes the user's events.
  public static let eventTaker = "ViewController"
  /// The view models are plain values and the data controllers know only the Model.
  public static let toolkitFree = ["ViewModel", "DataController"]
}
