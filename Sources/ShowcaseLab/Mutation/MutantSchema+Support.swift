/// The support file of a variant's schemata: the switch that reads the active mutant once, and
/// one generated operator per operator mutant, declared in the precedence group of the operator
/// it stands for.
extension MutantSchema {
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

  /// The operator declaration and function(s) for one operator mutant; none for the others.
  static func declarations(_ mutant: Mutant, module: Int) -> [String] {
    let name = operatorName(module: module, number: mutant.number)
    let on = "MutantSwitch.isOn(\(mutant.number))"
    switch mutant.switchable {
    case .prefixNegation:
      return [
        "prefix operator \(name)",
        "prefix func \(name)(operand: Bool) -> Bool { \(on) ? operand : !operand }",
      ]
    case .infixOperator(_, let original, let mutated):
      let body = "\(on) ? lhs \(mutated) rhs : lhs \(original) rhs"
      switch original {
      case "&&", "||":
        let group = original == "&&" ? "LogicalConjunction" : "LogicalDisjunction"
        return [
          "infix operator \(name) : \(group)Precedence",
          "func \(name)(lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {",
          "  try \(on) ? (lhs \(mutated) rhs()) : (lhs \(original) rhs())",
          "}",
        ]
      case "+", "-":
        return [
          "infix operator \(name) : AdditionPrecedence",
          "func \(name)<T: AdditiveArithmetic>(lhs: T, rhs: T) -> T { \(body) }",
        ]
      case "==", "!=":
        let nilBody = "\(on) ? lhs \(mutated) nil : lhs \(original) nil"
        return [
          "infix operator \(name) : ComparisonPrecedence",
          "func \(name)<T: Equatable>(lhs: T, rhs: T) -> Bool { \(body) }",
          "func \(name)<T>(lhs: T?, rhs: _OptionalNilComparisonType) -> Bool { \(nilBody) }",
        ]
      default:
        return [
          "infix operator \(name) : ComparisonPrecedence",
          "func \(name)<T: Comparable>(lhs: T, rhs: T) -> Bool { \(body) }",
        ]
      }
    default:
      return []
    }
  }
}
