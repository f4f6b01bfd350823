import Foundation

/// Finds what the report counts in one Swift file: type declarations, functions and `@Test`
/// functions. It reads only the code (`SwiftSource` sets comments and strings aside), as a
/// stream of words and punctuation.
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
      if next < tokens.count, Self.importKinds.contains(tokens[next].text) { next += 1 }
      return next < tokens.count && tokens[next].text == module
    }
  }

  private static let importKinds = typeKeywords.union(["func", "var", "let", "typealias"])

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  /// Words (a leading `@` or `#` kept) and single punctuation bytes of the code.
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

extension SourceScanner {
  /// Every function declared in the file, as `name(label:_:)`, in order: what the form checks
  /// compare between variants.
  var functionSelectors: [String] {
    tokens.indices.compactMap { index -> String? in
      guard tokens[index].text == "func", index + 2 < tokens.count else { return nil }
      let name = tokens[index + 1].text
      var open = index + 2
      // Generic parameters come before the parameter list.
      if tokens[open].text == "<" {
        while open < tokens.count, tokens[open].text != ">" { open += 1 }
        open += 1
      }
      guard open < tokens.count, tokens[open].text == "(" else { return nil }
      // Each parameter's first word is its argument label.
      return elements(from: open).map { selector(name, $0.compactMap(\.first)) }
    }
  }

  /// The names of the types the file declares `public` or `open`.
  package var publicDeclarations: [String] {
    tokens.indices.compactMap { index -> String? in
      guard ["public", "open"].contains(tokens[index].text) else { return nil }
      var next = index + 1
      while next < tokens.count, ["final", "indirect"].contains(tokens[next].text) { next += 1 }
      guard next + 1 < tokens.count, Self.typeKeywords.contains(tokens[next].text) else {
        return nil
      }
      return tokens[next + 1].text
    }
  }

  /// Every enum case declared, as a selector: `case rowSelected(at: Int)` is
  /// `rowSelected(at:)`, `case retryTapped` is `retryTapped()`; a `switch`'s `case .name` is not.
  var caseSelectors: [String] {
    tokens.indices.compactMap { index -> String? in
      guard tokens[index].text == "case", index + 1 < tokens.count else { return nil }
      let name = tokens[index + 1].text
      guard let first = name.first, first.isLetter || first == "_" else { return nil }
      let open = index + 2
      guard open < tokens.count, tokens[open].text == "(" else { return "\(name)()" }
      return elements(from: open).map { elements in
        selector(name, elements.map { $0.count > 1 && $0[1] == ":" ? $0[0] : "_" })
      }
    }
  }

  private func selector(_ name: String, _ labels: [String]) -> String {
    "\(name)(\(labels.map { "\($0):" }.joined()))"
  }

  /// The words outside brackets of each element of the list whose `(` is at `open`, a closing
  /// bracket included where the scan meets it; nil when the list never closes.
  private func elements(from open: Int) -> [[String]]? {
    var elements: [[String]] = [[]]
    var depth = 0
    for token in tokens[(open + 1)...] {
      switch token.text {
      case "(", "[", "<": depth += 1
      case ")" where depth == 0: return elements
      case "," where depth == 0:
        elements.append([])
        continue
      case ")", "]", ">": depth -= 1
      default: break
      }
      if depth == 0 { elements[elements.count - 1].append(token.text) }
    }
    return nil
  }
}

extension SourceScanner {
  /// The scanner of `text`, scanned once per process: the rules, the static figures and the
  /// diff read the same files again and again, in a test run above all.
  package static func scanningOnce(_ text: String) -> SourceScanner {
    ScanCache.shared.scanner(for: text)
  }
}

private final class ScanCache: @unchecked Sendable {
  static let shared = ScanCache()

  // A lock rather than an actor: the callers are synchronous, on any thread.
  private let lock = NSLock()
  private var scanners: [String: SourceScanner] = [:]

  func scanner(for text: String) -> SourceScanner {
    if let known = lock.withLock({ scanners[text] }) { return known }
    let scanner = SourceScanner(text)
    lock.withLock { scanners[text] = scanner }
    return scanner
  }
}
