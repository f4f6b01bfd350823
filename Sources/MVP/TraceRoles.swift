import Tracing

/// MVP's roles as `showcase trace` names them: the toolkit's view controller is the passive
/// view, and the presenter asks the Model.
/// Declarations, not the pattern: the report counts none of this file's lines.
extension Role {
  static let presenter = Role("Presenter")
}

/// What the runner and the tests know of this pattern's roles.
public enum TraceRoles: PatternRoles {
  public static let own: [Role] = [.presenter]
  public static let modelCaller: Role = .presenter
  /// The presenter decides and asks the Model; the passive view draws, and pushes the screen
  /// the presenter chose.
  public static let files = [
    RoleFile("Presenter", does: .presentation, .modelAccess),
    RoleFile("ViewController", does: .view, .navigation),
    RoleFile("View", does: .contract),
  ]
  public static let eventTaker = "Presenter"
  public static let toolkitFree = ["Presenter"]
}
