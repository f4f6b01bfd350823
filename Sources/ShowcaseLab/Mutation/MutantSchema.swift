import ShowcaseSupport

/// Mutant schemata: every switchable mutant of a variant compiled into its code at once, each
/// behind a switch that only the active mutant turns on, so that one build serves them all. The
/// active mutant is read once from the environment (`SHOWCASE_MUTANT=MVP-17`); with none set,
/// the code does what it did. No edit adds a line, so a compiler's `file:line` names the
/// mutant's own line.
///
/// In MVP (the second variant), mutant 17's `a < b` becomes `a ⊙↑↑↗ b`, an operator of the
/// same precedence that the support file defines as `MutantSwitch.isOn(17) ? a <= b : a < b`,
/// so Swift groups the operands as before; `true`
/// becomes `(MutantSwitch.isOn(3) ? false : true)`; a removed statement `s` becomes
/// `if !MutantSwitch.isOn(5) { s }`; an early return goes in as `if MutantSwitch.isOn(8) {
/// return }`.
enum MutantSchema {
  /// The environment variable that names the active mutant.
  static let environmentVariable = SuiteRunner.mutantVariable
  /// The file that holds each variant's switch and generated operators, in the scratch copy.
  static let supportFileName = "MutantSwitch.swift"

  /// The edit that compiles `mutant` in behind its switch; `nil` when it cannot be switched.
  static func edit(_ mutant: Mutant, module: Int) -> SourceEdit? {
    let on = "MutantSwitch.isOn(\(mutant.number))"
    return switch mutant.switchable {
    case .infixOperator(let range, _, _), .prefixNegation(let range):
      .replace(range, with: operatorName(module: module, number: mutant.number))
    case .choice(let range, let mutated): .wrap(range, before: "(\(on) ? \(mutated) : ", after: ")")
    case .skip(let range): .wrap(range, before: "if !\(on) { ", after: " }")
    case .earlyReturn(let offset): .insert(" if \(on) { return }", at: offset)
    case .strongProperty(let range, let declaration, let type):
      .replace(range, with: strongProperty(declaration, type, number: mutant.number))
    case .strongCapture(let range, let name):
      .wrap(
        range, before: ", mutantKept\(mutant.number) = \(on) ? \(name) : nil",
        after: " _ = mutantKept\(mutant.number);")
    case nil: nil
    }
  }

  /// `var view: T { get … set … }` over `mutantWeak<n>` and `mutantStrong<n>`, on one line.
  private static func strongProperty(_ declaration: String, _ type: String, number: Int)
    -> String
  {
    let weak = "mutantWeak\(number)"
    let strong = "mutantStrong\(number)"
    let set = "\(weak) = newValue; \(strong) = MutantSwitch.isOn(\(number)) ? newValue : nil"
    return "\(declaration) { get { \(weak) } set { \(set) } }; "
      + "private weak var \(weak): \(type); private var \(strong): \(type)"
  }

  /// The mutants of one file that can share its schema, and those that cannot: they cannot be
  /// switched, or their edit crosses the edit of a mutant before them.
  static func partition(_ mutants: [Mutant], module: Int) -> (switched: [Mutant], alone: [Mutant]) {
    var switched: [(Mutant, SourceEdit)] = []
    var alone: [Mutant] = []
    for mutant in mutants {
      guard let edit = edit(mutant, module: module),
        !switched.contains(where: { $0.1.conflicts(with: edit) })
      else {
        alone.append(mutant)
        continue
      }
      switched.append((mutant, edit))
    }
    return (switched.map(\.0), alone)
  }

  /// The text of a file with `switched` compiled in behind their switches and, if given,
  /// `plain` applied as plain code: how the scratch copy builds one mutant on its own.
  static func render(
    _ text: String, switched: [Mutant], plain: Mutant? = nil, module: Int
  ) -> String {
    var edits = switched.filter { $0 != plain }.compactMap { edit($0, module: module) }
    if let plain {
      edits.removeAll { $0.conflicts(with: plain.textual) }
      edits.append(plain.textual)
    }
    return SourceEdit.apply(edits, to: Array(text.utf8))
  }

  /// `⊙` and the module's digit, then the mutant's number, in arrows (`←` is 0, `↑` 1, `→` 2…):
  /// a name no code uses, made only of characters Swift allows in an operator.
  static func operatorName(module: Int, number: Int) -> String {
    let arrows = Array("←↑→↓↔↕↖↗↘↙")
    let digits = String(module % 10) + String(number)
    return "⊙" + String(digits.compactMap { $0.wholeNumberValue.map { arrows[$0] } })
  }
}
