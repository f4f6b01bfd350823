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
      let removal: (MutationOperator, Int)? =
        if let end = removableCall(at: start, in: brace, kind) {
          (.callRemoved, end)
        } else if kind != .initializer, let end = removableAssignment(at: start) {
          (.assignmentRemoved, end)
        } else {
          removableGuard(at: start).map { (.guardRemoved, $0) }
        }
      guard let (mutation, end) = removal else { continue }
      let range = code[start].range.lowerBound..<code[end].range.upperBound
      sites.append(site(mutation, at: start, .replace(range, with: ""), .skip(range: range)))
      if mutation != .guardRemoved { removed.insert(start) }
    }
    for (brace, kind) in structure.kinds where kind == .function(returnsValue: false) {
      // A body whose only statement is a call or an assignment is emptied by removing it
      // already; one that only marks trace hops does nothing to return early from.
      let body = structure.statements(in: brace).filter { !isExcluded($0) }
      guard let first = body.first, code[first].text != "return",
        !(body.count == 1 && removed.contains(first)), !isExcludedLine(code[brace].line)
      else { continue }
      let offset = code[brace].range.upperBound
      sites.append(
        site(
          .earlyReturn, at: brace, .insert(" return;", at: offset), .earlyReturn(offset: offset),
          offset: offset, shown: .insert(" return", at: offset)))
    }
    return sites
  }

  /// The last token of a statement that is only a call (`try await repository.setStatus(…)`,
  /// `Task { … }`). A closure's or a value-returning function's only statement is its value,
  /// and the compiler calls `super.init()` anyway: those stay.
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

  /// The last token of a statement that assigns to a name or a member (`label.text = …`).
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

  /// `weak` dropped from a stored property or a capture list. A capture becomes
  /// `self = Optional(self)`, so the closure's `self?.…` still compiles.
  func weakSites() -> [MutantSite] {
    var sites: [MutantSite] = []
    for index in code.indices where code[index].text == "weak" && !isExcluded(index) {
      guard index + 1 < code.tokens.count, code[index + 1].kind == .word else { continue }
      let name = code[index + 1].text
      let weakRange = code[index].range.lowerBound..<code[index + 1].range.lowerBound
      let modifiers = ["private", "fileprivate", "internal", "public", "nonisolated", "static"]
      if name == "var" || modifiers.contains(name) {
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

  /// The switch for a type's weak stored property declared on one line without a value or
  /// observers (`private weak var list: ViewController?`). A local one is built alone.
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
    let declaration =
      code.source.text(range.lowerBound..<code[weak].range.lowerBound)
      + code.source.text(code[weak + 1].range.lowerBound..<range.upperBound)
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
}
