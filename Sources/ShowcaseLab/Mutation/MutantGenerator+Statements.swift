import ShowcaseSupport

/// The mutants of whole statements: a call removed, a guard removed, an early return, and a
/// weak reference made strong.
extension MutantGenerator {
  func statementSites() -> [MutantSite] {
    var sites: [MutantSite] = []
    var removed: Set<Int> = []
    for start in structure.statementStarts where !isExcluded(start) {
      guard let brace = structure.block[start], let kind = structure.kinds[brace],
        kind != .type
      else { continue }
      if let end = removableCall(at: start, in: brace, kind) {
        let range = code[start].range.lowerBound..<code[end].range.upperBound
        sites.append(site(.callRemoved, at: start, .replace(range, with: ""), .skip(range: range)))
        removed.insert(start)
      } else if kind != .initializer, let end = removableAssignment(at: start) {
        let range = code[start].range.lowerBound..<code[end].range.upperBound
        sites.append(
          site(.assignmentRemoved, at: start, .replace(range, with: ""), .skip(range: range)))
        removed.insert(start)
      } else if let end = removableGuard(at: start) {
        let range = code[start].range.lowerBound..<code[end].range.upperBound
        sites.append(site(.guardRemoved, at: start, .replace(range, with: ""), .skip(range: range)))
      }
    }
    for (brace, kind) in structure.kinds where kind == .function(returnsValue: false) {
      // A body whose only statement is a call or an assignment is emptied by removing it
      // already; one that only marks trace hops does nothing to return early from.
      let body = structure.statements(in: brace).filter { !isExcluded($0) }
      guard let first = body.first, code[first].text != "return",
        !(body.count == 1 && removed.contains(first)), !isExcludedLine(code[brace].line)
      else { continue }
      let offset = code[brace].range.upperBound
      let textual = SourceEdit.insert(" return;", at: offset)
      let shown = display(.insert(" return", at: offset))
      sites.append(
        MutantSite(
          offset: offset, line: code[brace].line, mutation: .earlyReturn,
          original: shown.original, mutated: shown.mutated, textual: textual,
          switchable: .earlyReturn(offset: offset)))
    }
    return sites
  }

  /// The last token of a statement that is only a call (`loading?.cancel()`,
  /// `try await repository.setStatus(…)`, `Task { … }`), when removing it leaves code that
  /// means something. A closure's or a value-returning function's only statement is its
  /// value, not a statement, and `super.init()` is called by the compiler anyway: those stay.
  private func removableCall(at start: Int, in brace: Int, _ kind: CodeStructure.Block) -> Int? {
    var first = start
    while first < code.tokens.count, ["try", "await"].contains(code[first].text) {
      first += 1
      if first < code.tokens.count, ["?", "!"].contains(code[first].text) { first += 1 }
    }
    guard first < code.tokens.count, let chain = structure.chain(from: first), chain.calls,
      [")", "}"].contains(code[chain.end].text), structure.endsStatement(chain.end)
    else { return nil }
    if code[first].text == "super", first + 2 < code.tokens.count, code[first + 2].text == "init" {
      return nil
    }
    let isValue =
      kind == .closure || kind == .accessor || kind == .function(returnsValue: true)
    if isValue, structure.statements(in: brace).count == 1 { return nil }
    return chain.end
  }

  /// The last token of a statement that assigns to a name or a member (`state = …`,
  /// `messageLabel.text = …`).
  private func removableAssignment(at start: Int) -> Int? {
    guard let target = structure.chain(from: start), !target.calls,
      target.end + 1 < code.tokens.count, code[target.end + 1].text == "="
    else { return nil }
    var index = target.end + 2
    while index < code.tokens.count {
      if let close = structure.partner[index], close > index { index = close }
      if structure.endsStatement(index) { return index }
      index += 1
    }
    return nil
  }

  /// The closing brace of `guard … else { return }`, when the guard binds nothing that the
  /// code after it could use.
  private func removableGuard(at start: Int) -> Int? {
    guard code[start].text == "guard" else { return nil }
    let clauses = conditions(after: start)
    guard let last = clauses.last, last.upperBound + 3 < code.tokens.count else { return nil }
    let elseIndex = last.upperBound
    let binds = clauses.contains { ["let", "var", "case"].contains(code[$0.lowerBound].text) }
    guard !binds, code[elseIndex].text == "else", code[elseIndex + 1].text == "{",
      code[elseIndex + 2].text == "return",
      structure.partner[elseIndex + 1] == elseIndex + 3
    else { return nil }
    return elseIndex + 3
  }

  /// `weak` dropped from a stored property or a capture list: the reference then keeps its
  /// object alive. A capture becomes `self = Optional(self)`, so the closure's `self?.…` still
  /// compiles.
  func weakSites() -> [MutantSite] {
    var sites: [MutantSite] = []
    for index in code.indices where code[index].text == "weak" && !isExcluded(index) {
      guard index + 1 < code.tokens.count, code[index + 1].kind == .word else { continue }
      let name = code[index + 1].text
      let weakRange = code[index].range.lowerBound..<code[index + 1].range.lowerBound
      if name == "var" || Self.isModifier(name) {
        sites.append(
          site(.weakDropped, at: index, .replace(weakRange, with: ""), strongProperty(index)))
      } else {
        let range = code[index].range.lowerBound..<code[index + 1].range.upperBound
        let textual = SourceEdit.replace(range, with: "\(name) = Optional(\(name))")
        sites.append(site(.weakDropped, at: index, textual, strongCapture(index, name: name)))
      }
    }
    return sites
  }

  /// The switch for a weak stored property of a type, without an initial value or observers,
  /// declared on one line: `private weak var list: ViewController?`. A local weak variable
  /// cannot hold the property's stored pair, and is built alone.
  private func strongProperty(_ weak: Int) -> Mutant.Switch? {
    guard let start = structure.statementStart(of: weak), weak + 4 < code.tokens.count,
      code[weak + 3].text == ":", let brace = structure.block[weak],
      structure.kinds[brace] == .type
    else { return nil }
    var end = weak + 4
    while end < code.tokens.count, !structure.endsStatement(end) { end += 1 }
    let typeRange = code[weak + 4].range.lowerBound..<code[end].range.upperBound
    let range = code[start].range.lowerBound..<code[end].range.upperBound
    guard !code.source.text(range).contains("="), code[start].line == code[end].line else {
      return nil
    }
    let weakRange = code[weak].range.lowerBound..<code[weak + 1].range.lowerBound
    let declaration = SourceEdit.apply(
      [
        .replace(
          weakRange.lowerBound - range.lowerBound..<weakRange.upperBound - range.lowerBound,
          with: "")
      ],
      to: Array(code.source.bytes[range]))
    return .strongProperty(
      range: range, declaration: declaration, type: code.source.text(typeRange))
  }

  /// The switch for a capture `weak name` in a closure's capture list `[…] in`.
  private func strongCapture(_ weak: Int, name: String) -> Mutant.Switch? {
    var close = weak
    while close < code.tokens.count, code[close].text != "]" { close += 1 }
    guard close + 1 < code.tokens.count, code[close + 1].text == "in" else { return nil }
    return .strongCapture(
      range: code[close].range.lowerBound..<code[close + 1].range.upperBound, name: name)
  }

  private static func isModifier(_ word: String) -> Bool {
    ["private", "fileprivate", "internal", "public", "nonisolated", "static"].contains(word)
  }
}
