import Tracing

/// MVC's roles as `showcase trace` names them. MVC has no role of its own beyond the toolkit's
/// view controller, which is the controller: it asks the Model itself.
/// Instrumentation, not the pattern: the report counts none of this file's lines.
/// What the runner needs to draw this variant's traces.
public enum TraceRoles {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, service).
  public static let own: [Role] = []
  /// The role that asks the Model: the runner draws service requests from it and answers to it.
  public static let modelCaller: Role = .viewController
}
