import Tracing

/// Redux's roles as `showcase trace` names them: the toolkit's view controller is the view, the
/// store holds the state and runs the reducer and the effects, the reducer changes the state,
/// and an effect asks the Model. Instrumentation, not the pattern: the report counts none of
/// this file's lines.
extension Role {
  static let store = Role("Store")
  static let reducer = Role("Reducer")
  static let effect = Role("Effect")
}

/// What the runner needs to draw this variant's traces, compare its files and check its form.
public enum TraceRoles {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, service).
  public static let own: [Role] = [.store, .reducer, .effect]
  /// The role that asks the Model: the runner draws service requests from it and answers to it.
  /// The reducer writes the effect, but the store runs it, in a task of its own.
  public static let modelCaller: Role = .effect
  /// The file suffix of the role that takes the user's events (`retryTapped()`,
  /// `rowSelected(at:)`, `showGreetingTapped()`): the view controller, each event one line
  /// that sends the action of the same name.
  public static let eventTaker = "ViewController"
  /// The file suffixes of the roles that must not import the toolkit: the reducers, with the
  /// screens' states and actions, and the store.
  public static let toolkitFree = ["Reducer", "Store", "Effect"]
  /// How `showcase diff` lines this variant's files up with another's, by the raw values of
  /// its role kinds: the reducer decides and, through its effects, asks the Model; the view
  /// controller draws the state and pushes the destination the state names; the entry makes
  /// each screen with its store.
  public static let roleFiles: [(suffix: String, kinds: [String])] = [
    ("Reducer", ["presentation", "model access"]),
    ("ViewController", ["view", "navigation"]),
  ]
}
