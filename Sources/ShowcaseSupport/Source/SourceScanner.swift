/// Finds what the report counts in one Swift file: type declarations and `@Test` functions. It
/// reads only the code of the file (comments and string literals are set aside by
/// `SwiftSource`), as a stream of words and punctuation.
package struct SourceScanner: Sendable {
  /// A word (`class`, `@Test`, `#expect`) or one punctuation byte, with its place in the file.
  package struct Token: Sendable {
    package let text: String
    package let range: Range<Int>
  }

  /// A `class`, `struct`, `enum`, `actor` or `protocol` declaration. Extensions are not types.
  package struct Declaration: Sendable, Equatable {
    let keyword: String
    package let name: String
  }

  package let source: SwiftSource
  package let tokens: [Token]

  init(_ source: SwiftSource) {
    self.source = source
    self.tokens = Self.tokenize(source)
  }

  package init(_ text: String) {
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
  package var declarations: [Declaration] {
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

  // MARK: Words

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
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
      while end < bytes.count, source.kinds[end] == .code, bytes[end].isIdentifierByte {
        end += 1
      }
      if end == wordStart { end = index + 1 }
      tokens.append(Token(text: source.text(index..<end), range: index..<end))
      index = end
    }
    return tokens
  }
}
