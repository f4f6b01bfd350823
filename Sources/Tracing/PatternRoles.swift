/// What a pattern target declares about its roles, in its `TraceRoles.swift`: the roles a
/// trace names, the one that asks the Model, and how each screen's work is split into files.
/// The runner and the tests read a variant only through this and its `Feature` entry, so a new
/// variant declares these facts once, in its own target.
public protocol PatternRoles {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, service).
  static var own: [Role] { get }
  /// The role that asks the Model: a trace draws service requests from it and answers to it.
  static var modelCaller: Role { get }
  /// The files each screen's work is split into, by how their names end after the screen's
  /// (`ViewController` for `SubjectsViewController.swift`), with the kinds of work each does.
  static var files: [RoleFile] { get }
  /// How the name of the role that takes the user's events ends: its files have one method
  /// per event, named after what the user did (`retryTapped()`).
  static var eventTaker: String { get }
  /// How the names of the roles kept free of the toolkit end: their files, and their tests'
  /// files (`…Tests.swift`), never import ViewKit.
  static var toolkitFree: [String] { get }
}

/// A role's files: `<Screen><suffix>.swift`, doing `kinds` of work. Its first kind in
/// `RoleKind` order is the row `showcase diff` shows it in; the others are where the other
/// variant's row says "done here instead".
public struct RoleFile: Sendable, Equatable {
  public let suffix: String
  public let kinds: [RoleKind]

  public init(_ suffix: String, does kinds: RoleKind...) {
    self.init(suffix, kinds: kinds)
  }

  public init(_ suffix: String, kinds: [RoleKind]) {
    self.suffix = suffix
    self.kinds = kinds
  }

  /// The row a role stands in: the first of its kinds.
  public var row: RoleKind? { RoleKind.row(of: kinds) }
}

/// The kinds of work a screen's code does, in the order `showcase diff` sets two variants side
/// by side: where the screen's logic lives first, then the view, the contracts between roles,
/// the Model, the next screen and the wiring.
public enum RoleKind: String, CaseIterable, Sendable {
  case presentation
  case view
  case contract
  case modelAccess = "model access"
  case navigation
  case assembly

  /// The row that code doing `kinds` of work stands in: the first of them in this order.
  public static func row(of kinds: [RoleKind]) -> RoleKind? {
    allCases.first(where: kinds.contains)
  }

  /// The row's heading: `Model access`.
  public var title: String {
    switch self {
    case .presentation: "Presentation"
    case .view: "View"
    case .contract: "Contracts"
    case .modelAccess: "Model access"
    case .navigation: "Navigation"
    case .assembly: "Assembly"
    }
  }

  /// What a role of this kind does, as a heading says it.
  public var summary: String {
    switch self {
    case .presentation: "decides what the screen shows and what happens next"
    case .view: "draws the screen and passes on what the user does"
    case .contract: "the protocols the roles talk to each other through"
    case .modelAccess: "asks the Model and hands back its answers"
    case .navigation: "opens the next screen"
    case .assembly: "makes the screen and wires its roles together"
    }
  }
}
