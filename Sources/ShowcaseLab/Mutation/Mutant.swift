/// One mutant of a variant: a single small change to its code, built either on its own
/// (`textual`) or compiled in with all the others behind a runtime switch (`switchable`).
struct Mutant: Sendable, Equatable {
  /// How `MutantSchema.edit` compiles the mutant in behind a switch only it turns on.
  enum Switch: Sendable, Equatable {
    /// `a < b` → `a ⊙↑↑↗ b`: a generated operator of the same precedence.
    case infixOperator(range: Range<Int>, original: String, mutated: String)
    /// `!` becomes a generated operator that negates or not.
    case prefixNegation(range: Range<Int>)
    case choice(range: Range<Int>, mutated: String)
    case skip(range: Range<Int>)
    case earlyReturn(offset: Int)
    /// The weak property becomes `declaration` (without `weak`), computed over a weak and a
    /// strong stored one; the strong one is set only when the switch is on.
    case strongProperty(range: Range<Int>, declaration: String, type: String)
    /// The capture list whose `] in` is `range` also captures `name` strongly when on, and the
    /// body uses that capture, so it is kept.
    case strongCapture(range: Range<Int>, name: String)
  }

  /// Set once the generator numbers the mutant.
  var variant = ""
  /// 1, 2, … in the order of the variant's files (sorted by path), then of the code in each.
  var number = 0
  var file = ""
  /// 1-based.
  let line: Int
  let mutation: MutationOperator
  /// The line or statement as written and as mutated, for people.
  let original: String
  let mutated: String
  let textual: SourceEdit
  /// `nil` when the change cannot be switched at run time, so the mutant is built alone.
  let switchable: Switch?

  /// `MVP-17`: stable as long as the variant's code does not change.
  var id: String { "\(variant)-\(number)" }

  /// `Sources/MVP/SubjectsPresenter.swift:52: relational operator shifted: a < b → a <= b`.
  var description: String {
    "\(file):\(line): \(mutation.title): \(original) → \(mutated)"
  }
}

/// A mutant before it is numbered, with its first byte for ordering: what the generator finds in
/// one file.
typealias MutantSite = (offset: Int, mutant: Mutant)

/// The changes `showcase mutate` makes, each a slip a programmer could make and a suite that
/// checks the behaviour should notice. Docs/Testability.md shows an example of each.
enum MutationOperator: String, CaseIterable, Codable, Sendable {
  /// `<` → `<=`, `<=` → `<`, `>` → `>=`, `>=` → `>`, and so on (`binaryMutations`).
  case relational
  case equality
  case boolean
  /// `!x` → `x`.
  case negationRemoved = "negation-removed"
  /// `if x {` → `if !(x) {`, for each condition of an `if`, `guard` or `while`.
  case negationAdded = "negation-added"
  case logical
  /// `x.isEmpty` → `!x.isEmpty`.
  case emptiness
  /// A call statement removed: `view?.show(rows: rows)`.
  case callRemoved = "call-removed"
  /// An assignment removed: not a classic operator, but MVC and MVVM update a screen by
  /// assigning where MVP and VIPER call a view; without it their updates go unmutated.
  case assignmentRemoved = "assignment-removed"
  /// `guard condition else { return }` removed.
  case guardRemoved = "guard-removed"
  /// `return` at the top of a function that returns nothing.
  case earlyReturn = "early-return"
  /// `"Subjects"` → `""`.
  case stringEmptied = "string-emptied"
  case arithmetic
  /// `weak var view` → `var view`, `[weak self]` → `[self = Optional(self)]`: a retain cycle.
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
