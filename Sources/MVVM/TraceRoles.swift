import Tracing

/// MVVM's roles as `showcase trace` names them: the toolkit's view controller is the view, the
/// view model asks the Model, and the coordinator runs the flow between screens.
/// Instrumentation, not the pattern: the report counts none of this file's lines.
extension Role {
  static let viewModel = Role("ViewModel")
  static let coordinator = Role("Coordinator")
}

/// What the runner needs to draw this variant's traces.
public enum TraceRoles {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, service).
  public static let own: [Role] = [.viewModel, .coordinator]
  /// The role that asks the Model: the runner draws service requests from it and answers to it.
  public static let modelCaller: Role = .viewModel
}
