/// The changes `showcase mutate` makes to a variant's code, one at a time: each is a small slip
/// a programmer could make, and a suite that checks the behaviour should notice it.
/// Docs/Testability.md shows an example of each.
enum MutationOperator: String, CaseIterable, Codable, Sendable {
  /// `<` → `<=`, `<=` → `<`, `>` → `>=`, `>=` → `>`.
  case relational
  /// `==` → `!=`, `!=` → `==`.
  case equality
  /// `true` → `false`, `false` → `true`.
  case boolean
  /// `!x` → `x`.
  case negationRemoved = "negation-removed"
  /// `if x {` → `if !(x) {`, for each condition of an `if`, `guard` or `while`.
  case negationAdded = "negation-added"
  /// `&&` → `||`, `||` → `&&`.
  case logical
  /// `x.isEmpty` → `!x.isEmpty`.
  case emptiness
  /// A statement that is a call, removed: `loading?.cancel()`, `view?.show(rows: rows)`.
  case callRemoved = "call-removed"
  /// A statement that assigns, removed: `messageLabel.text = text`, `state = State(…)`. Not one
  /// of the classic operators, but MVC and MVVM update a screen by assigning where MVP and
  /// VIPER call a view: without it, their view updates would go unmutated.
  case assignmentRemoved = "assignment-removed"
  /// `guard condition else { return }` removed.
  case guardRemoved = "guard-removed"
  /// `return` at the top of a function that returns nothing.
  case earlyReturn = "early-return"
  /// A string literal made empty: `"Subjects"` → `""`.
  case stringEmptied = "string-emptied"
  /// `+` → `-`, `-` → `+`.
  case arithmetic
  /// A weak reference made strong: `weak var view` → `var view`, `[weak self]` →
  /// `[self = Optional(self)]`. The reference then keeps its object alive: a retain cycle.
  case weakDropped = "weak-dropped"

  /// How a report names it.
  var title: String {
    switch self {
    case .relational: "relational operator shifted"
    case .equality: "equality flipped"
    case .boolean: "boolean swapped"
    case .negationRemoved: "negation removed"
    case .negationAdded: "negation added"
    case .logical: "logical operator swapped"
    case .emptiness: "isEmpty negated"
    case .callRemoved: "call removed"
    case .assignmentRemoved: "assignment removed"
    case .guardRemoved: "guard removed"
    case .earlyReturn: "early return"
    case .stringEmptied: "string emptied"
    case .arithmetic: "arithmetic operator swapped"
    case .weakDropped: "weak dropped"
    }
  }
}
