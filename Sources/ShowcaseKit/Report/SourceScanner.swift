/// Finds what the report counts in one Swift file: type declarations and `@Test` functions. It
/// reads only the code of the file (comments and string literals are set aside by
/// `SwiftSource`), as a stream of words and punctuation.
struct SourceScanner: Sendable {
  /// A word (`class`, `@Test`, `#expect`) or one punctuation byte, with its place in the file.
  struct Token: Sendable {
    let text: String
    let range: Range<Int>
  }

  /// A `class`, `struct`, `enum`, `actor` or `protocol` declaration. Extensions are not types.
  struct Declaration: Sendable, Equatable {
    let keyword: String
    let name: String
  }

  /// One `@Test` function.
  struct TestFunction: Sendable {
    /// The function's name.
    let name: String
    /// The display name, the first argument of `@Test(…)` when it is a string literal.
    let displayName: String?
    /// Whether `@Test` takes `arguments:`; such a test still counts once.
    let isParameterized: Bool
    /// From the `@Test` attribute to the body's closing brace.
    let range: Range<Int>
    /// Between the body's braces, braces excluded.
    let body: Range<Int>
  }

  let source: SwiftSource
  let tokens: [Token]

  init(_ source: SwiftSource) {
    self.source = source
    self.tokens = Self.tokenize(source)
  }

  init(_ text: String) {
    self.init(SwiftSource(text))
  }

  // MARK: Declarations

  private static let typeKeywords: Set = ["class", "struct", "enum", "actor", "protocol"]
  /// Words that follow `class` when it is a modifier (`class func`), not a declaration.
  private static let notTypeNames: Set = [
    "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate",
    "internal", "public", "open", "required", "convenience", "init", "deinit", "case",
  ]

  /// Every type declared in the file, in order, nested ones included.
  var declarations: [Declaration] {
    tokens.indices.compactMap { index -> Declaration? in
      let keyword = tokens[index].text
      guard Self.typeKeywords.contains(keyword), index + 1 < tokens.count else { return nil }
      if index > 0, [".", "import"].contains(tokens[index - 1].text) { return nil }
      let name = tokens[index + 1].text
      guard name.first.map(Self.isIdentifierStart) == true, !Self.notTypeNames.contains(name)
      else { return nil }
      return Declaration(keyword: keyword, name: name)
    }
  }

  /// Whether the file imports `module` (`import M`, `@testable import M`, `import class M.T`).
  func imports(_ module: String) -> Bool {
    tokens.indices.contains { index in
      guard tokens[index].text == "import" else { return false }
      var next = index + 1
      if next < tokens.count,
        [
          "class", "struct", "enum", "protocol", "func", "var", "let",
          "typealias", "actor",
        ].contains(tokens[next].text)
      {
        next += 1
      }
      return next < tokens.count && tokens[next].text == module
    }
  }

  // MARK: Tests

  /// Every `@Test` function in the file, in order.
  var tests: [TestFunction] {
    var found: [TestFunction] = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].text == "@Test" else { continue }
      let start = tokens[index].range.lowerBound
      var cursor = index + 1
      var displayName: String?
      var isParameterized = false
      if cursor < tokens.count, tokens[cursor].text == "(",
        let close = matching(from: cursor, open: "(", close: ")")
      {
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
        if tokens[cursor].text == "(",
          let close = matching(from: cursor, open: "(", close: ")")
        {
          cursor = close
        }
        cursor += 1
      }
      guard cursor + 1 < tokens.count, tokens[cursor].text == "func" else { continue }
      let name = tokens[cursor + 1].text
      // The body is the first brace after the parameter list.
      var parameters = cursor + 2
      while parameters < tokens.count, tokens[parameters].text != "(" { parameters += 1 }
      guard let parametersEnd = matching(from: parameters, open: "(", close: ")") else { continue }
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

  /// Assertions in `range`: each `#expect` and `#require`.
  func assertionCount(in range: Range<Int>) -> Int {
    tokens.filter {
      range.contains($0.range.lowerBound) && ($0.text == "#expect" || $0.text == "#require")
    }.count
  }

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
    let actionLine: Int?
    if let whenLine {
      actionLine = (whenLine...last).first { kinds[$0 - first] == .code } ?? last + 1
    } else {
      actionLine =
        tokens.first {
          test.body.contains($0.range.lowerBound) && ($0.text == "#expect" || $0.text == "#require")
        }.map { source.lineIndex(of: $0.range.lowerBound) }
    }
    let end = actionLine ?? last + 1
    return (first..<end).filter { kinds[$0 - first] == .code }.count
  }

  // MARK: Helpers

  private static func startsWithWord(_ word: String, _ text: String) -> Bool {
    guard text.hasPrefix(word) else { return false }
    let rest = text.dropFirst(word.count)
    return rest.first.map { !$0.isLetter } ?? true
  }

  /// The index of the token closing the one at `start`, counting nesting.
  private func matching(from start: Int, open: String, close: String) -> Int? {
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
    let closer = opener
    guard literal.count >= opener + closer else { return "" }
    return String(literal.dropFirst(opener).dropLast(closer))
  }

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  /// Words (with a leading `@` or `#` kept) and single punctuation bytes of the code.
  private static func tokenize(_ source: SwiftSource) -> [Token] {
    var tokens: [Token] = []
    let bytes = source.bytes
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard source.kinds[index] == .code, !byte.isWhitespace else {
        index += 1
        continue
      }
      let prefixed = byte == UInt8(ascii: "@") || byte == .hash
      let wordStart = prefixed ? index + 1 : index
      var end = wordStart
      while end < bytes.count, source.kinds[end] == .code, isIdentifierByte(bytes[end]) {
        end += 1
      }
      if end == wordStart { end = index + 1 }
      tokens.append(Token(text: source.text(index..<end), range: index..<end))
      index = end
    }
    return tokens
  }
}
