import Tracing

/// Redux's roles as `showcase trace` names them: the toolkit's view controller is the view, the
/// store holds the state and runs the reducer and the effects, the reducer changes the state,
/// and an effect asks the Model. Declarations, not the pattern: the report counts none of
/// this file's lines.
extension Role {
  static let store = Role("Store")
  static let reducer = Role("Reducer")
  static let effect = Role("Effect")
}

/// What the runner and the tests know of this pattern's roles.
public enum TraceRoles: PatternRoles {
  public static let own: [Role] = [.store, .reducer, .effect]
  /// The reducer writes the effect, but the store runs it, in a task of its own.
  public static let modelCaller: Role = .effect
  /// The reducer decides and, through its effects, asks the Model; the view controller draws
  /// the state and pushes the destination the state names; the entry makes each screen with its
  /// store.
  public static let files = [
    RoleFile("Reducer", does: .presentation, .modelAccess),
    RoleFile("ViewController", does: .view, .navigation),
  ]
  /// The view controller takes the user's events, each one line that sends the action of the
  /// same name.
  public static let eventTaker = "ViewController"
  /// The reducers, with the screens' states and actions, the store and the effects.
  public static let toolkitFree = ["Reducer", "Store", "Effect"]
}
