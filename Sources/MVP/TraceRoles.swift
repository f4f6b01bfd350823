import Tracing

/// MVP's roles as `showcase trace` names them: the toolkit's view controller is the passive
/// view, and the presenter asks the Model.
/// Instrumentation, not the pattern: the report counts none of this file's lines.
extension Role {
  static let presenter = Role("Presenter")
}

/// What the runner needs to draw this variant's traces.
public enum TraceRoles {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, service).
  public static let own: [Role] = [.presenter]
  /// The role that asks the Model: the runner draws service requests from it and answers to it.
  public static let modelCaller: Role = .presenter
}
