import Tracing

/// What the runner and the tests know of a pattern: the roles a trace names and which types
/// play them, and how each screen's work is split into files. Declared here, beside
/// `Variant.all`, and not in the pattern's target: the lesson holds its pattern and nothing
/// else.
public struct PatternRoles: Sendable {
  /// The roles this pattern adds to the ones every variant has (user, navigation, view
  /// controller, Model, service), for a trace's legend.
  public var own: [Role]
  /// Which types play which role, by how their names end (`Presenter`): a trace maps each
  /// frame of a call stack to a role with them.
  public var types: [RoleMap.Entry]
  /// The files each screen's work is split into, by how their names end after the screen's
  /// (`ViewController` for `SubjectsViewController.swift`), with the kinds of work each does.
  public var files: [RoleFile]
  /// How the name of the role that takes the user's events ends: its files have one method, or
  /// one action, per event, named after what the user did (`retryTapped()`).
  public var eventTaker: String
  /// How the names of the roles kept free of the toolkit end: their files, and their tests'
  /// files (`…Tests.swift`), never import ViewKit.
  public var toolkitFree: [String]
  /// The calls between roles that make the pattern what it is. A flow of a load (S5) and of a
  /// navigation (P1) draws each of them; a test checks it.
  public var definingHops: [DefiningHop]

  public init(
    own: [Role] = [], types: [RoleMap.Entry] = [], files: [RoleFile] = [],
    eventTaker: String = "ViewController", toolkitFree: [String] = [],
    definingHops: [DefiningHop] = []
  ) {
    self.own = own
    self.types = types
    self.files = files
    self.eventTaker = eventTaker
    self.toolkitFree = toolkitFree
    self.definingHops = definingHops
  }
}

/// A call, or an observed change, from one role to another that defines a pattern.
public struct DefiningHop: Sendable, Equatable, CustomStringConvertible {
  public let from: Role
  public let to: Role
  /// The callee's work runs in tasks, its own or those of the roles it calls, and this caller
  /// is the only one that asks for it. A task that ran then shows that this call happened,
  /// though no stack could show it: the call returned before the task ran. The flow draws it,
  /// marked as derived.
  public let startsTasks: Bool

  public init(_ from: Role, _ to: Role, startsTasks: Bool = false) {
    self.from = from
    self.to = to
    self.startsTasks = startsTasks
  }

  public var description: String { "\(from) -> \(to)" }
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
