import ShowcaseSupport

/// Mutant schemata: every switchable mutant of a variant compiled into its code at once, each
/// behind a switch only the active mutant (`SHOWCASE_MUTANT=MVP-17`, read once) turns on, so
/// one build serves them all. No edit adds a line, so a compiler's `file:line` names the mutant.
///
/// In MVP (module 1), mutant 17's `a < b` becomes `a ⊙↑↑↗ b`, an operator of the same
/// precedence that the support file defines as `MutantSwitch.isOn(17) ? a <= b : a < b`;
/// `true` becomes `(MutantSwitch.isOn(3) ? false : true)`; a removed statement `s` becomes
/// `if !MutantSwitch.isOn(5) { s }`; an early return `if MutantSwitch.isOn(8) { return }`.
enum MutantSchema {
  static let environmentVariable = SuiteRunner.mutantVariable
  /// The file of each variant's switch and generated operators, in the scratch copy.
  static let supportFileName = "MutantSwitch.swift"

  /// The edit that compiles `mutant` in behind its switch; `nil` when it cannot be switched.
  static func edit(_ mutant: Mutant, module: Int) -> SourceEdit? {
    let number = mutant.number
    let on = "MutantSwitch.isOn(\(number))"
    let (weak, strong) = ("mutantWeak\(number)", "mutantStrong\(number)")
    return switch mutant.switchable {
    case .infixOperator(let range, _, _), .prefixNegation(let range):
      .replace(range, with: operatorName(module: module, number: number))
    case .choice(let range, let mutated): .wrap(range, before: "(\(on) ? \(mutated) : ", after: ")")
    case .skip(let range): .wrap(range, before: "if !\(on) { ", after: " }")
    case .earlyReturn(let offset): .insert(" if \(on) { return }", at: offset)
    // `var view: T { get … set … }` over a weak and a strong stored property, on one line.
    case .strongProperty(let range, let declaration, let type):
      .replace(
        range,
        with: "\(declaration) { get { \(weak) } set { \(weak) = newValue; \(strong) = \(on) ? "
          + "newValue : nil } }; private weak var \(weak): \(type); private var \(strong): \(type)")
    case .strongCapture(let range, let name):
      .wrap(
        range, before: ", mutantKept\(number) = \(on) ? \(name) : nil",
        after: " _ = mutantKept\(number);")
    case nil: nil
    }
  }

  /// The mutants of one file that can share its schema, and those that cannot be switched or
  /// whose edit crosses the edit of a mutant before them.
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

  /// A file with `switched` compiled in behind their switches and `plain`, if given, applied
  /// as plain code: how the scratch copy builds one mutant on its own.
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

  /// `⊙`, the module's digit, then the mutant's number, in arrows (`←` 0, `↑` 1, `→` 2…): a
  /// name no code uses, made only of characters Swift allows in an operator.
  static func operatorName(module: Int, number: Int) -> String {
    let arrows = Array("←↑→↓↔↕↖↗↘↙")
    let digits = String(module % 10) + String(number)
    return "⊙" + String(digits.compactMap { $0.wholeNumberValue.map { arrows[$0] } })
  }

  /// The switch that reads the active mutant once, and an operator per operator mutant in the
  /// precedence group of the one it stands for.
  static func supportFile(variant: String, module: Int, mutants: [Mutant]) -> String {
    var lines = [
      "// Written by `showcase mutate` in its scratch copy: the switches of \(variant)'s mutants.",
      "import Foundation",
      "",
      "enum MutantSwitch {",
      "  static let active: Int? = {",
      "    let value = ProcessInfo.processInfo.environment[\"\(environmentVariable)\"] ?? \"\"",
      "    guard value.hasPrefix(\"\(variant)-\") else { return nil }",
      "    return Int(value.dropFirst(\(variant.count + 1)))",
      "  }()",
      "",
      "  static func isOn(_ number: Int) -> Bool { active == number }",
      "}",
    ]
    for mutant in mutants {
      lines.append("")
      lines += declarations(mutant, module: module)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The operator declaration and function(s) of an operator mutant; none for the others.
  static func declarations(_ mutant: Mutant, module: Int) -> [String] {
    let name = operatorName(module: module, number: mutant.number)
    let on = "MutantSwitch.isOn(\(mutant.number))"
    switch mutant.switchable {
    case .prefixNegation:
      return [
        "prefix operator \(name)",
        "prefix func \(name)(operand: Bool) -> Bool { \(on) ? operand : !operand }",
      ]
    case .infixOperator(_, let original, let mutated) where ["&&", "||"].contains(original):
      let group = original == "&&" ? "LogicalConjunction" : "LogicalDisjunction"
      return [
        "infix operator \(name) : \(group)Precedence",
        "func \(name)(lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {",
        "  try \(on) ? (lhs \(mutated) rhs()) : (lhs \(original) rhs())",
        "}",
      ]
    case .infixOperator(_, let original, let mutated):
      let body = "\(on) ? lhs \(mutated) rhs : lhs \(original) rhs"
      let equality = ["==", "!="].contains(original)
      let (group, kind, result) =
        ["+", "-"].contains(original)
        ? ("Addition", "AdditiveArithmetic", "T")
        : ("Comparison", equality ? "Equatable" : "Comparable", "Bool")
      let nilBody = "\(on) ? lhs \(mutated) nil : lhs \(original) nil"
      return [
        "infix operator \(name) : \(group)Precedence",
        "func \(name)<T: \(kind)>(lhs: T, rhs: T) -> \(result) { \(body) }",
      ]
        + (equality
          ? ["func \(name)<T>(lhs: T?, rhs: _OptionalNilComparisonType) -> Bool { \(nilBody) }"]
          : [])
    default:
      return []
    }
  }
}
