/// The `@Test` functions of a scanned file, and what the report counts in each: its
/// assertions, and its setup lines before the action.
extension SourceScanner {
  package struct TestFunction: Sendable {
    package let name: String
    /// The display name, the first argument of `@Test(…)` when it is a string literal.
    package let displayName: String?
    /// Whether `@Test` takes `arguments:`; such a test still counts once.
    let isParameterized: Bool
    /// From the `@Test` attribute to the body's closing brace.
    package let range: Range<Int>
    /// Between the body's braces, braces excluded.
    let body: Range<Int>
  }

  /// Every `@Test` function in the file, in order.
  package var tests: [TestFunction] {
    var found: [TestFunction] = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].text == "@Test" else { continue }
      let start = tokens[index].range.lowerBound
      var cursor = index + 1
      var displayName: String?
      var isParameterized = false
      if let close = matching(from: cursor) {
        let arguments = tokens[cursor].range.upperBound..<tokens[close].range.lowerBound
        displayName = firstStringLiteral(in: arguments)
        isParameterized = (cursor..<close).contains {
          tokens[$0].text == "arguments" && tokens[$0 + 1].text == ":"
        }
        cursor = close + 1
      }
      // Other attributes and modifiers may follow; a body brace first means no function.
      while cursor < tokens.count, tokens[cursor].text != "func", tokens[cursor].text != "{",
        tokens[cursor].text != "}"
      {
        if let close = matching(from: cursor) { cursor = close }
        cursor += 1
      }
      guard cursor + 1 < tokens.count, tokens[cursor].text == "func" else { continue }
      let name = tokens[cursor + 1].text
      // The body is the first brace after the parameter list.
      var parameters = cursor + 2
      while parameters < tokens.count, tokens[parameters].text != "(" { parameters += 1 }
      guard let parametersEnd = matching(from: parameters) else { continue }
      var open = parametersEnd + 1
      while open < tokens.count, tokens[open].text != "{" { open += 1 }
      guard let close = matching(from: open, open: "{", close: "}") else { continue }
      found.append(
        TestFunction(
          name: name, displayName: displayName, isParameterized: isParameterized,
          range: start..<tokens[close].range.upperBound,
          body: tokens[open].range.upperBound..<tokens[close].range.lowerBound))
      index = close
    }
    return found
  }

  /// Each `#expect` and `#require` in `range`.
  private func assertions(in range: Range<Int>) -> LazyFilterSequence<[Token]> {
    tokens.lazy.filter {
      range.contains($0.range.lowerBound) && ($0.text == "#expect" || $0.text == "#require")
    }
  }

  func assertionCount(in range: Range<Int>) -> Int { assertions(in: range).count }

  /// Code lines of a test body before its action. The action is the first code line after a
  /// comment line that starts with `When`; without such a comment, the first line holding
  /// `#expect` or `#require`; without either, there is no action and every code line counts.
  func setupLineCount(of test: TestFunction) -> Int {
    let first = source.lineIndex(of: test.body.lowerBound)
    let last = source.lineIndex(of: max(test.body.lowerBound, test.body.upperBound - 1))
    let bodyLines = first...last
    let kinds = bodyLines.map { source.lineKind($0, within: test.body) }
    let whenLine = bodyLines.first { line in
      kinds[line - first] == .comment
        && Self.startsWithWord("When", source.commentText(ofLine: line))
    }
    let end =
      if let whenLine {
        (whenLine...last).first { kinds[$0 - first] == .code } ?? last + 1
      } else {
        assertions(in: test.body).first.map { source.lineIndex(of: $0.range.lowerBound) }
          ?? last + 1
      }
    return (first..<end).filter { kinds[$0 - first] == .code }.count
  }

  private static func startsWithWord(_ word: String, _ text: String) -> Bool {
    guard text.hasPrefix(word) else { return false }
    let rest = text.dropFirst(word.count)
    return rest.first.map { !$0.isLetter } ?? true
  }

  /// The index of the token closing the one at `start`, counting nesting.
  private func matching(from start: Int, open: String = "(", close: String = ")") -> Int? {
    guard start < tokens.count, tokens[start].text == open else { return nil }
    var depth = 0
    for index in start..<tokens.count {
      if tokens[index].text == open { depth += 1 }
      if tokens[index].text == close {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The contents of the first string literal in `range`, without its quotes.
  private func firstStringLiteral(in range: Range<Int>) -> String? {
    guard let start = range.first(where: { source.kinds[$0] == .string }) else { return nil }
    var end = start
    while end < range.upperBound, source.kinds[end] == .string { end += 1 }
    let literal = source.text(start..<end)
    let hashes = literal.prefix { $0 == "#" }.count
    let quotes = literal.dropFirst(hashes).prefix { $0 == "\"" }.count
    let opener = hashes + min(quotes, 3)
    guard literal.count >= opener * 2 else { return "" }
    return String(literal.dropFirst(opener).dropLast(opener))
  }
}
