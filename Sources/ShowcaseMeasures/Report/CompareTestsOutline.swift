import ShowcaseSupport

/// A test file's types, functions and each type's stored properties, found by walking its
/// braces. Not a parser: a `{` after `struct`, `func` or `init` opens that declaration, any other
/// a closure, an accessor or a statement's block.
final class SourceOutline: Sendable {
  struct Scope: Sendable {
    enum Kind: Sendable, Equatable {
      case type(String)
      /// An initializer is `function("init")`.
      case function(String)
      case other
    }

    var kind: Kind
    var parent: Int?
    /// The declaration's keyword (`struct`, `func`, `init`), or the `{`.
    var start: Int
    var open: Int
    var close: Int
  }

  struct Function: Sendable {
    var name: String
    var isInitializer: Bool
    var isTest: Bool
    var parent: Int?
    var tokens: Range<Int>
  }

  struct Property: Sendable {
    var name: String
    var isInitialized: Bool
    var tokens: Range<Int>
  }

  let scanner: SourceScanner
  let scopes: [Scope]
  let functions: [Function]
  /// By the type's scope.
  let properties: [Int: [Property]]

  init(_ scanner: SourceScanner, tests: [SourceScanner.TestFunction]? = nil) {
    self.scanner = scanner
    let tokens = scanner.tokens
    let tests = (tests ?? scanner.tests).map(\.range)
    var scopes: [Scope] = []
    var properties: [Int: [Property]] = [:]
    var stack: [Int] = []
    var pending: (kind: Scope.Kind, start: Int)?
    for index in tokens.indices {
      let word = tokens[index].text
      let previous = index > 0 ? tokens[index - 1].text : ""
      let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
      switch word {
      case "struct", "class", "enum", "actor", "extension", "protocol":
        // `Foo.self`, `import class M.T` and `class func` declare no type.
        guard previous != ".", previous != "import", Self.isName(next),
          !Self.notTypeNames.contains(next)
        else { break }
        pending = (.type(next), index)
      case "func" where Self.isName(next): pending = (.function(next), index)
      case "init" where previous != ".": pending = (.function("init"), index)
      case "let", "var":
        if let top = stack.last, case .type = scopes[top].kind, Self.isName(next) {
          properties[top, default: []].append(
            Self.property(at: index, name: next, in: scanner))
        }
        pending = nil
      case "{":
        scopes.append(
          Scope(
            kind: pending?.kind ?? .other, parent: stack.last, start: pending?.start ?? index,
            open: index, close: tokens.count - 1))
        stack.append(scopes.count - 1)
        pending = nil
      case "}":
        if let top = stack.popLast() { scopes[top].close = index }
        pending = nil
      default: break
      }
    }
    self.scopes = scopes
    self.properties = properties
    self.functions = scopes.compactMap { scope in
      guard case .function(let name) = scope.kind else { return nil }
      let offset = tokens[scope.start].range.lowerBound
      return Function(
        name: name, isInitializer: name == "init",
        isTest: tests.contains { $0.contains(offset) }, parent: scope.parent,
        tokens: scope.start..<(scope.close + 1))
    }
  }

  /// Words after `class` as a modifier (`class func`).
  private static let notTypeNames: Set = [
    "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate",
    "internal", "public", "open", "required", "convenience", "init", "deinit", "case",
  ]

  static func isName(_ word: String) -> Bool {
    word.first.map { $0 == "_" || $0.isLetter } ?? false
  }

  /// The property whose `let` or `var` is token `start`, up to a new line that does not carry it
  /// on (as a `.`, an open bracket, or a line ending in `=` or `,` does).
  private static func property(at start: Int, name: String, in scanner: SourceScanner)
    -> Property
  {
    let tokens = scanner.tokens
    let source = scanner.source
    var end = start
    var depth = 0
    var isInitialized = false
    for index in (start + 1)..<tokens.count {
      let word = tokens[index].text
      let newLine =
        source.lineIndex(of: tokens[index].range.lowerBound)
        > source.lineIndex(of: tokens[end].range.lowerBound)
      if depth == 0, newLine, word != ".", ![",", "="].contains(tokens[end].text) { break }
      if ["(", "[", "{"].contains(word) {
        depth += 1
      } else if [")", "]", "}"].contains(word) {
        if depth == 0 { break }
        depth -= 1
      } else if word == "=", depth == 0 {
        isInitialized = true
      }
      end = index
    }
    return Property(name: name, isInitialized: isInitialized, tokens: start..<(end + 1))
  }

  func innermostType(containing offset: Int) -> Int? {
    let tokens = scanner.tokens
    return scopes.indices.last { index in
      guard case .type = scopes[index].kind else { return false }
      return tokens[scopes[index].open].range.lowerBound < offset
        && offset < tokens[scopes[index].close].range.upperBound
    }
  }

  func tokens(in bytes: Range<Int>) -> Range<Int> {
    let tokens = scanner.tokens
    let first = tokens.firstIndex { $0.range.lowerBound >= bytes.lowerBound } ?? tokens.count
    let end = tokens[first...].firstIndex { $0.range.lowerBound >= bytes.upperBound }
    return first..<(end ?? tokens.count)
  }

  /// The names `let` and `var` declare in the range, tuples' included.
  func localNames(in range: Range<Int>) -> Set<String> {
    let tokens = scanner.tokens
    var names: Set<String> = []
    for index in range where ["let", "var"].contains(tokens[index].text) {
      var next = index + 1
      guard next < range.upperBound else { continue }
      if tokens[next].text != "(" {
        names.insert(tokens[next].text)
        continue
      }
      while next < range.upperBound, tokens[next].text != ")" {
        if Self.isName(tokens[next].text) { names.insert(tokens[next].text) }
        next += 1
      }
    }
    return names
  }

  /// The tokens of `range` before a `// When` comment line, which starts a test's action.
  func tokensBeforeWhen(in range: Range<Int>) -> Range<Int> {
    guard let first = range.first, let last = range.last else { return range }
    let source = scanner.source
    let tokens = scanner.tokens
    let firstLine = source.lineIndex(of: tokens[first].range.lowerBound)
    let lines = firstLine...source.lineIndex(of: tokens[last].range.lowerBound)
    let when = lines.first { line in
      let bytes = source.lines[line].filter { source.kinds[$0] == .comment }.map {
        source.bytes[$0]
      }
      let comment = String(decoding: bytes, as: UTF8.self).drop { $0 == "/" || $0 == " " }
      return comment.hasPrefix("When")
        && !(comment.dropFirst(4).first.map { $0.isLetter } ?? false)
    }
    guard let when else { return range }
    let start = source.lines[when].lowerBound
    let end = range.first { tokens[$0].range.lowerBound >= start } ?? range.upperBound
    return range.lowerBound..<end
  }

  func lines(of range: Range<Int>) -> [String] {
    guard let firstToken = range.first, let lastToken = range.last else { return [] }
    let source = scanner.source
    let tokens = scanner.tokens
    let first = source.lineIndex(of: tokens[firstToken].range.lowerBound)
    let last = source.lineIndex(of: tokens[lastToken].range.upperBound - 1)
    return (first...last).map { source.text(source.lines[$0]) }
  }
}
