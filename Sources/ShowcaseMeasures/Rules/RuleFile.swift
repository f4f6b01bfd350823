import Foundation
import ShowcaseSupport

/// One Swift file as a rule reads it: the words and punctuation of its code, with their lines.
struct RuleFile: Sendable {
  let path: String
  let scanner: SourceScanner
  /// Held here: a rule reads them token by token.
  let tokens: [SourceScanner.Token]
  private let enclosingBraces: [Int?]

  init(path: String, text: String) {
    self.path = path
    scanner = SourceScanner.scanningOnce(text)
    tokens = scanner.tokens
    var open: [Int] = []
    enclosingBraces = tokens.indices.map { [tokens] index in
      if tokens[index].text == "}" { _ = open.popLast() }
      let enclosing = open.last
      if tokens[index].text == "{" { open.append(index) }
      return enclosing
    }
  }

  static func files(in folder: String, packageRoot: URL) throws -> [RuleFile] {
    try StaticMeasure.swiftFiles(in: folder, packageRoot: packageRoot).map {
      RuleFile(path: $0.0, text: $0.1)
    }
  }

  var name: String { path.split(separator: "/").last.map(String.init) ?? path }

  /// "" past either end.
  func word(_ index: Int) -> String {
    tokens.indices.contains(index) ? tokens[index].text : ""
  }

  func line(ofToken index: Int) -> Int {
    scanner.source.lineIndex(of: tokens[index].range.lowerBound) + 1
  }

  func lines(where isOffence: (Int) -> Bool) -> [Int] {
    Set(tokens.indices.filter(isOffence).map(line(ofToken:))).sorted()
  }

  func importLines(_ module: String) -> [Int] {
    lines { index in
      guard word(index) == "import" else { return false }
      return word(index + 1) == module
        || (Self.importKinds.contains(word(index + 1)) && word(index + 2) == module)
    }
  }

  func lines(naming matches: (String) -> Bool) -> [Int] {
    lines { matches(word($0)) }
  }

  var interpolationLines: [Int] {
    let source = scanner.source
    let offsets = source.bytes.indices.dropLast(2).filter { offset in
      source.bytes[offset] == UInt8(ascii: "\\") && source.kinds[offset] == .string
        && source.bytes[offset + 1] == UInt8(ascii: "(") && source.kinds[offset + 2] == .code
    }
    return Set(offsets.map { source.lineIndex(of: $0) + 1 }).sorted()
  }

  /// The token ranges of the closures after `.name` (`.run { … }`).
  func closures(after name: String) -> [ClosedRange<Int>] {
    braces { word($0) == name && word($0 - 1) == "." }
  }

  var initializers: [ClosedRange<Int>] {
    braces { word($0) == "init" && word($0 + 1) == "(" }
  }

  /// The token ranges, braces included, of the first braces after each token `starts` picks.
  func braces(after starts: (Int) -> Bool) -> [ClosedRange<Int>] {
    tokens.indices.compactMap { index -> ClosedRange<Int>? in
      guard starts(index), let open = tokens[index...].firstIndex(where: { $0.text == "{" })
      else { return nil }
      var depth = 0
      for close in open..<tokens.count {
        if word(close) == "{" { depth += 1 }
        if word(close) == "}" { depth -= 1 }
        if depth == 0 { return open...close }
      }
      return nil
    }
  }

  /// The nearest keyword before the innermost braces around token `index`: a type's
  /// (`class`, `extension`, …), or a function's, accessor's, statement's or closure's (`func`,
  /// `get`, `if`, `=`, …); `nil` at the top level or where no keyword comes before.
  func body(around index: Int) -> String? {
    guard let brace = enclosingBraces[index] else { return nil }
    var before = brace - 1
    while before >= 0, !Self.bodyEnds.contains(word(before)) {
      let keyword = word(before)
      if Self.typeKeywords.contains(keyword), !Self.declarationKeywords.contains(word(before + 1)) {
        return keyword
      }
      if Self.statementKeywords.contains(keyword) { return keyword }
      before -= 1
    }
    return nil
  }

  /// Whether token `index` stands right in a type's body (not a protocol's), as a stored
  /// property does.
  func isMember(_ index: Int) -> Bool {
    body(around: index).map { Self.typeKeywords.contains($0) && $0 != "protocol" } ?? false
  }

  private static let typeKeywords: Set = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]

  private static let importKinds: Set = [
    "class", "struct", "enum", "protocol", "func", "var", "let", "typealias",
  ]
  /// Where a search back for a body's keyword stops, and what makes a type's keyword a
  /// modifier (`class func`).
  private static let bodyEnds: Set = ["{", "}", ";"]
  private static let declarationKeywords: Set = ["func", "var", "let"]

  private static let statementKeywords: Set = [
    "func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet", "if",
    "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer", "in", "=",
  ]

  func restOfLine(from index: Int) -> Range<Int> {
    let line = line(ofToken: index)
    var end = index
    while end < tokens.count, self.line(ofToken: end) == line { end += 1 }
    return index..<end
  }

  /// `class A: B` gives `(A, B)`: B a superclass or a first protocol.
  var superclasses: [(name: String, of: String)] {
    tokens.indices.compactMap { index in
      guard word(index) == "class", word(index + 2) == ":",
        word(index + 1).first?.isUppercase == true
      else { return nil }
      return (word(index + 1), word(index + 3))
    }
  }
}
