/// The mutants inside expressions: operators, booleans, `isEmpty`, string literals, and the
/// conditions of `if`, `guard` and `while`.
extension MutantGenerator {
  /// Each binary operator the generator changes, and what it becomes.
  static let binaryMutations: [String: (MutationOperator, String)] = [
    "<": (.relational, "<="), "<=": (.relational, "<"), ">": (.relational, ">="),
    ">=": (.relational, ">"), "==": (.equality, "!="), "!=": (.equality, "=="),
    "&&": (.logical, "||"), "||": (.logical, "&&"), "+": (.arithmetic, "-"),
    "-": (.arithmetic, "+"),
  ]

  func expressionSites() -> [MutantSite] {
    code.indices.compactMap { isExcluded($0) ? nil : expressionSite(at: $0) }
  }

  private func expressionSite(at index: Int) -> MutantSite? {
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
        return site(
          mutation, at: index, .replace(range, with: mutated),
          joins ? nil : .infixOperator(range: range, original: token.text, mutated: mutated))
      }
      guard token.text == "!", isPrefix(index) else { return nil }
      return site(
        .negationRemoved, at: index, .replace(range, with: ""), .prefixNegation(range: range))
    case .word where token.text == "true" || token.text == "false":
      return choice(.boolean, at: index, range, token.text == "true" ? "false" : "true")
    case .word where token.text == "isEmpty" && index >= 2 && code[index - 1].text == ".":
      let start = structure.chainStart(endingAt: index - 2)
      // `!x.isEmpty` negated is `x.isEmpty`: the negation-removed mutant already.
      if start > 0, code[start - 1].text == "!" { return nil }
      let receiver = code[start].range.lowerBound..<range.upperBound
      return site(
        .emptiness, at: start, .insert("!", at: receiver.lowerBound),
        .choice(range: receiver, mutated: "!" + code.codeText(receiver)))
    case .string where token.text.filter({ $0 != "#" }) != "\"\"" && !isAttributeArgument(index):
      return choice(.stringEmptied, at: index, range, "\"\"")
    default:
      return nil
    }
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

  /// A literal inside an attribute's parentheses (`@available(*, message: "…")`): not run.
  private func isAttributeArgument(_ index: Int) -> Bool {
    let open = (0..<index).last { code[$0].text == "(" && (structure.partner[$0] ?? 0) > index }
    return open.map { $0 > 0 && code[$0 - 1].text.hasPrefix("@") } ?? false
  }

  /// `!` added to each condition of an `if`, `guard` or `while` that binds nothing and is not
  /// negated already.
  func conditionSites() -> [MutantSite] {
    var sites: [MutantSite] = []
    for index in code.indices
    where code[index].kind == .word && ["if", "guard", "while"].contains(code[index].text)
      && !isExcluded(index) && !structure.isNested[index]
    {
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
        sites.append(choice(.negationAdded, at: clause.lowerBound, range, mutated))
      }
    }
    return sites
  }

  /// The comma-separated conditions after the `if`, `guard` or `while` at `keyword`, up to the
  /// body's `{` or a guard's `else`.
  func conditions(after keyword: Int) -> [Range<Int>] {
    var clauses: [Range<Int>] = []
    var start = keyword + 1
    var index = start
    while index < code.tokens.count {
      let token = code[index]
      if token.is(.punctuation, "(", "["), let close = structure.partner[index] {
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
