import Tracing

/// MVVM without binding's roles as `showcase trace` names them: the toolkit's view controller
/// assembles the screen and takes its events, each view it holds is handed view models, and the
/// data controller asks the Model. View models are values made by factories: they send and
/// receive nothing, so they are no role of a trace.
/// Instrumentation, not the pattern: the report counts none of this file's lines.
extension Role {
  static let view = Role("View")
  static let dataController = Role("DataController")
}

/// What the runner needs to draw this variant's traces, and how its files divide the work.
public enum TraceRoles {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, service).
  public static let own: [Role] = [.view, .dataController]
  /// The role that asks the Model: the runner draws service requests from it and answers to it.
  public static let modelCaller: Role = .dataController
  /// The file suffix of the role that takes the user's events: the view controller, the
  /// delegate of the views it holds (`SubjectsViewController.swift` has `retryTapped()` and
  /// `rowSelected(at:)`).
  public static let eventTaker = "ViewController"
  /// The file suffixes of the roles that must not import the toolkit: the view models, plain
  /// values, and the data controllers, which know only the Model.
  public static let toolkitFree = ["ViewModel", "DataController"]
  /// How `showcase diff` lines this pattern's files up with another's, by `RoleKind` raw value:
  /// the view models word what each view shows; the view controller decides what happens next,
  /// pushes the next screen and assembles its own; each view draws and declares its delegate
  /// protocol; the data controller asks the Model.
  public static let roleFiles: [(suffix: String, kinds: [String])] = [
    ("ViewModel", ["presentation"]),
    ("ViewController", ["presentation", "navigation", "assembly"]),
    ("View", ["view", "contract"]),
    ("DataController", ["model access"]),
  ]
}
