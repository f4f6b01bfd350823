import ShowcaseSupport

/// The code of one Swift file as tokens, for the mutant generator. Comments are left out, so no
/// mutant is made in one; a string literal is one token, so nothing inside it (interpolations
/// included) is mutated except by emptying the whole literal.
struct CodeTokens: Sendable {
  struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      /// An identifier or keyword, with a leading `@`, `#` or `$` kept.
      case word
      case number
      /// A run of operator characters: `<=`, `&&`, `!`, `?`, `->`, `..<`.
      case `operator`
      /// Any other single byte: `( ) [ ] { } , : ; .`.
      case punctuation
      case string
    }

    let kind: Kind
    let text: String
    /// Bytes in the file.
    let range: Range<Int>
    /// 0-based, where the token starts.
    let line: Int

    func `is`(_ kind: Kind, _ texts: String...) -> Bool {
      self.kind == kind && texts.contains(text)
    }
  }

  let source: SwiftSource
  let tokens: [Token]

  init(_ text: String) {
    source = SwiftSource(text)
    tokens = Self.tokenize(source)
  }

  subscript(index: Int) -> Token { tokens[index] }
  var indices: Range<Int> { tokens.indices }

  /// Whether whitespace (or the file's start) stands right before token `index`.
  func hasSpaceBefore(_ index: Int) -> Bool {
    let offset = tokens[index].range.lowerBound
    return offset == 0 || source.bytes[offset - 1].isWhitespace
  }

  /// Whether whitespace (or the file's end) stands right after token `index`.
  func hasSpaceAfter(_ index: Int) -> Bool {
    let offset = tokens[index].range.upperBound
    return offset >= source.bytes.count || source.bytes[offset].isWhitespace
  }

  /// The code of `range` on one line: comments left out, line breaks made spaces.
  func codeText(_ range: Range<Int>) -> String {
    let bytes = range.filter { source.kinds[$0] != .comment }.map { offset in
      source.bytes[offset] == .lineFeed ? UInt8(ascii: " ") : source.bytes[offset]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let operatorBytes = Set("/=-+!*%<>&|^~?".utf8)
  private static let dot = UInt8(ascii: ".")

  private static func tokenize(_ source: SwiftSource) -> [Token] {
    let bytes = source.bytes
    let literals = source.literals
    var literalIndex = 0
    var tokens: [Token] = []
    var index = 0
    func add(_ kind: Token.Kind, _ end: Int) {
      let range = index..<end
      tokens.append(
        Token(kind: kind, text: source.text(range), range: range, line: source.lineIndex(of: index))
      )
      index = end
    }
    while index < bytes.count {
      if literalIndex < literals.count, literals[literalIndex].lowerBound == index {
        add(.string, literals[literalIndex].upperBound)
        literalIndex += 1
        continue
      }
      let byte = bytes[index]
      guard source.kinds[index] == .code, !byte.isWhitespace else {
        index += 1
        continue
      }
      var end = index + 1
      if byte.isIdentifierByte || [UInt8(ascii: "@"), .hash, UInt8(ascii: "$")].contains(byte) {
        while end < bytes.count, source.kinds[end] == .code, bytes[end].isIdentifierByte {
          end += 1
        }
        let isNumber = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        add(isNumber ? .number : .word, end)
      } else if operatorBytes.contains(byte) || (byte == dot && bytes.dropFirst(end).first == dot) {
        // Only an operator that begins with a dot may hold dots: `?.` is `?` then `.`; a lone
        // `.` is punctuation.
        let allowsDots = byte == dot
        while end < bytes.count, source.kinds[end] == .code,
          operatorBytes.contains(bytes[end]) || (allowsDots && bytes[end] == dot)
        {
          end += 1
        }
        add(.operator, end)
      } else {
        add(.punctuation, end)
      }
    }
    return tokens
  }
}
