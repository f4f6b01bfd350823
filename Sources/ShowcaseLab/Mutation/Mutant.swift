/// One mutant of a variant: a single small change to its code, where it is, what it changes,
/// and the two ways it can be built: on its own (`textual`), or compiled in with all the others
/// behind a runtime switch (`switchable`).
struct Mutant: Sendable, Equatable {
  /// How the mutant is compiled in behind a switch that only the active mutant turns on
  /// (mutant schemata); `MutantSchema` turns each into code.
  enum Switch: Sendable, Equatable {
    /// The binary operator in `range` becomes a generated one of the same precedence that
    /// computes `original` or `mutated`: `a < b` → `a ⊙↑↑↗ b`.
    case infixOperator(range: Range<Int>, original: String, mutated: String)
    /// The prefix `!` in `range` becomes a generated operator that negates or not.
    case prefixNegation(range: Range<Int>)
    /// `range` becomes `(on ? mutated : range)`.
    case choice(range: Range<Int>, mutated: String)
    /// The statement in `range` runs only when the switch is off.
    case skip(range: Range<Int>)
    /// `if on { return }` goes in at byte `offset`.
    case earlyReturn(offset: Int)
    /// The weak property declared in `range` becomes `declaration` (the same without `weak`),
    /// a computed property over a weak and a strong stored one; the strong one is set only when
    /// the switch is on.
    case strongProperty(range: Range<Int>, declaration: String, type: String)
    /// The capture list whose `] in` is `range` also captures `name` strongly when the switch
    /// is on, and the closure's body uses that capture, so it is kept.
    case strongCapture(range: Range<Int>, name: String)
  }

  /// The variant's name (`MVP`).
  let variant: String
  /// 1, 2, … in the order of the variant's files (sorted by path), then of the code in each.
  let number: Int
  /// Relative to the package root: `Sources/MVP/SubjectsPresenter.swift`.
  let file: String
  /// 1-based.
  let line: Int
  let mutation: MutationOperator
  /// The code as written and as mutated, for people: the line, or the statement, it is in.
  let original: String
  let mutated: String
  /// The change as plain code, for a build of this mutant alone.
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

/// A mutant before it is numbered: what the generator finds in one file.
struct MutantSite: Sendable, Equatable {
  /// Where it is in the file, for ordering: its first byte.
  let offset: Int
  let line: Int
  let mutation: MutationOperator
  let original: String
  let mutated: String
  let textual: SourceEdit
  let switchable: Mutant.Switch?
}
