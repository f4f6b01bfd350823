import Tracing

/// VIPER's roles as `showcase trace` names them: the toolkit's view controller is the view, the
/// presenter decides what it shows, the interactor asks the Model, the router navigates.
/// Declarations, not the pattern: the report counts none of this file's lines.
extension Role {
  static let presenter = Role("Presenter")
  static let interactor = Role("Interactor")
  static let router = Role("Router")
}

/// What the runner and the tests know of this pattern's roles.
public enum TraceRoles: PatternRoles {
  public static let own: [Role] = [.presenter, .interactor, .router]
  public static let modelCaller: Role = .interactor
  /// A role per kind of work.
  public static let files = [
    RoleFile("Presenter", does: .presentation),
    RoleFile("ViewController", does: .view),
    RoleFile("Interfaces", does: .contract),
    RoleFile("Interactor", does: .modelAccess),
    RoleFile("Router", does: .navigation),
    RoleFile("Builder", does: .assembly),
  ]
  public static let eventTaker = "Presenter"
  public static let toolkitFree = ["Presenter", "Interactor", "Interfaces"]
}
