/// The mutants inside expressions: operators, `true` and `false`, `isEmpty`, string literals,
/// and the conditions of `if`, `guard` and `while`.
extension MutantGenerator {
  /// Each binary operator the generator changes, and what it becomes.
  static let binaryMutations: [String: (MutationOperator, String)] = [
    "<": (.relational, "<="), "<=": (.relational, "<"), ">": (.relational, ">="),
    ">=": (.relational, ">"), "==": (.equality, "!="), "!=": (.equality, "=="),
    "&&": (.logical, "||"), "||": (.logical, "&&"), "+": (.arithmetic, "-"),
    "-": (.arithmetic, "+"),
  ]

  func expressionSites() -> [MutantSite] {
    var sites: [MutantSite] = []
    for index in code.indices where !isExcluded(index) {
      let token = code[index]
      let range = token.range
      switch token.kind {
      case .operator:
        if let (mutation, mutated) = Self.binaryMutations[token.text], isBinary(index),
          !isInDeclarationHeader(index)
        {
          // `["Hello"] + parts` joins arrays or strings: the generated operator takes numbers,
          // so such a mutant is built alone (and does not compile: there is no `-` for them).
          let joins = mutation == .arithmetic && joinsLiterals(at: index)
          sites.append(
            site(
              mutation, at: index, .replace(range, with: mutated),
              joins ? nil : .infixOperator(range: range, original: token.text, mutated: mutated)))
        } else if token.text == "!", isPrefix(index) {
          sites.append(
            site(
              .negationRemoved, at: index, .replace(range, with: ""), .prefixNegation(range: range))
          )
        }
      case .word where token.text == "true" || token.text == "false":
        let mutated = token.text == "true" ? "false" : "true"
        sites.append(
          site(
            .boolean, at: index, .replace(range, with: mutated),
            .choice(range: range, mutated: mutated)))
      case .word where token.text == "isEmpty" && index >= 2 && code[index - 1].text == ".":
        let start = structure.chainStart(endingAt: index - 2)
        // `!x.isEmpty` negated is `x.isEmpty`: the negation-removed mutant already.
        if start > 0, code[start - 1].text == "!" { continue }
        let receiver = code[start].range.lowerBound..<range.upperBound
        let mutated = "!" + code.codeText(receiver)
        sites.append(
          site(
            .emptiness, at: start, .insert("!", at: receiver.lowerBound),
            .choice(range: receiver, mutated: mutated)))
      case .string where !isEmptyLiteral(token.text) && !isAttributeArgument(index):
        sites.append(
          site(
            .stringEmptied, at: index, .replace(range, with: "\"\""),
            .choice(range: range, mutated: "\"\"")))
      default:
        break
      }
    }
    return sites
  }

  /// Whether an operand next to the operator at `index` is an array or string literal.
  private func joinsLiterals(at index: Int) -> Bool {
    let before = code[index - 1]
    let after = code[index + 1]
    if before.kind == .string || after.kind == .string || after.text == "[" { return true }
    // `]` closes an array literal, not a subscript, when its `[` stands apart from a name.
    guard before.text == "]", let open = structure.partner[index - 1] else { return false }
    guard open > 0, !code.hasSpaceBefore(open) else { return true }
    let previous = code[open - 1]
    return previous.kind == .operator
      || (previous.kind == .punctuation && ["(", "[", ",", ":"].contains(previous.text))
  }

  /// An operator with space on both sides, as Swift reads a binary one.
  private func isBinary(_ index: Int) -> Bool {
    code.hasSpaceBefore(index) && code.hasSpaceAfter(index)
  }

  /// An operator right before its operand, after a space or an opening bracket, as Swift reads
  /// a prefix one.
  private func isPrefix(_ index: Int) -> Bool {
    guard !code.hasSpaceAfter(index) else { return false }
    if code.hasSpaceBefore(index) { return true }
    let previous = code[index - 1]
    return previous.kind == .punctuation && ["(", "[", "{", ",", ":", ";"].contains(previous.text)
  }

  private func isEmptyLiteral(_ text: String) -> Bool {
    text.filter { $0 != "#" } == "\"\""
  }

  /// A literal inside an attribute's parentheses (`@available(*, message: "…")`): attributes
  /// are read by the compiler, not run.
  private func isAttributeArgument(_ index: Int) -> Bool {
    var bracket = index - 1
    while bracket >= 0 {
      if code[bracket].text == "(", let close = structure.partner[bracket], close > index {
        return bracket > 0 && code[bracket - 1].text.hasPrefix("@")
      }
      bracket -= 1
    }
    return false
  }

  // MARK: Conditions

  /// `!` added to each condition of an `if`, `guard` or `while` that binds nothing and is not
  /// negated already.
  func conditionSites() -> [MutantSite] {
    var sites: [MutantSite] = []
    for index in code.indices where !isExcluded(index) && !structure.isNested[index] {
      let keyword = code[index]
      guard keyword.kind == .word, ["if", "guard", "while"].contains(keyword.text) else {
        continue
      }
      for clause in conditions(after: index) {
        let first = code[clause.lowerBound]
        let binds = ["let", "var", "case", "#available", "#unavailable"].contains(first.text)
        // `!(a == b)` is `a != b`: the equality mutant already.
        let comparison =
          clause.count == 3 && ["==", "!="].contains(code[clause.lowerBound + 1].text)
        guard !binds, first.text != "!", !comparison else { continue }
        let range = first.range.lowerBound..<code[clause.upperBound - 1].range.upperBound
        let text = code.codeText(range)
        let compound = clause.contains { code[$0].kind == .operator && isBinary($0) }
        let mutated = compound ? "!(\(text))" : "!\(text)"
        sites.append(
          site(
            .negationAdded, at: clause.lowerBound, .replace(range, with: mutated),
            .choice(range: range, mutated: mutated)))
      }
    }
    return sites
  }

  /// The comma-separated conditions after `if`, `guard` or `while` at `keyword`, as token
  /// ranges, up to the `{` of the body or the `else` of a guard.
  func conditions(after keyword: Int) -> [Range<Int>] {
    var clauses: [Range<Int>] = []
    var start = keyword + 1
    var index = start
    while index < code.tokens.count {
      let token = code[index]
      if token.kind == .punctuation, ["(", "["].contains(token.text),
        let close = structure.partner[index]
      {
        index = close + 1
        continue
      }
      // No body before the statement ends: `repeat { … } while x`.
      if index > keyword + 1, structure.isBoundary(index - 1, index) { return [] }
      let ends = token.text == "{" || (token.kind == .word && token.text == "else")
      if ends || token.text == "," {
        if start < index { clauses.append(start..<index) }
        if ends { return clauses }
        start = index + 1
      }
      index += 1
    }
    return []
  }
}
