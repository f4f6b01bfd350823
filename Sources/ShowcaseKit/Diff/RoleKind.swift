/// The kinds of work a screen's code does, in the order `showcase diff` sets two variants side
/// by side: where the screen's logic lives first, then the view, the contracts between roles,
/// the Model, the next screen and the wiring.
enum RoleKind: String, CaseIterable, Sendable {
  case presentation
  case view
  case contract
  case modelAccess = "model access"
  case navigation
  case assembly

  /// The row's heading: `Model access`.
  var title: String {
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
  var summary: String {
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
