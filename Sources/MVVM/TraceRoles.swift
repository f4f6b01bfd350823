import Tracing

/// MVVM's roles as `showcase trace` names them: the toolkit's view controller is the view, the
/// view model asks the Model, and the coordinator runs the flow between screens.
/// Declarations, not the pattern: the report counts none of this file's lines.
extension Role {
  static let viewModel = Role("ViewModel")
  static let coordinator = Role("Coordinator")
}

/// What the runner and the tests know of this pattern's roles.
public enum TraceRoles: PatternRoles {
  public static let own: [Role] = [.viewModel, .coordinator]
  public static let modelCaller: Role = .viewModel
  /// The view model decides and asks the Model; the coordinator runs the flow and makes the
  /// screens after the first.
  public static let files = [
    RoleFile("ViewModel", does: .presentation, .modelAccess),
    RoleFile("ViewController", does: .view),
    RoleFile("Coordinator", does: .navigation, .assembly),
  ]
  public static let eventTaker = "ViewModel"
  public static let toolkitFree = ["ViewModel"]
}
