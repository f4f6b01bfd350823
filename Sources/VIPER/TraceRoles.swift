import Tracing

/// VIPER's roles as `showcase trace` names them: the toolkit's view controller is the view, the
/// presenter decides what it shows, the interactor asks the Model, the router navigates.
/// Instrumentation, not the pattern: the report counts none of this file's lines.
extension Role {
  static let presenter = Role("Presenter")
  static let interactor = Role("Interactor")
  static let router = Role("Router")
}

/// What the runner needs to draw this variant's traces.
public enum TraceRoles {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, service).
  public static let own: [Role] = [.presenter, .interactor, .router]
  /// The role that asks the Model: the runner draws service requests from it and answers to it.
  public static let modelCaller: Role = .interactor
}
