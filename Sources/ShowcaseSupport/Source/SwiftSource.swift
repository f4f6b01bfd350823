import Foundation

/// A Swift source file split into code, comments and string literals, byte by byte, so that
/// `"http://"` is no comment and a `{` in a string no brace. A small lexer, not a parser: it
/// knows (nested) comments, string literals (multi-line, raw) and interpolation, not regexes.
package struct SwiftSource: Sendable {
  package enum Kind: UInt8, Sendable {
    case code, comment, string
  }

  enum LineKind: Sendable, Equatable {
    case blank, comment, code
  }

  package let bytes: [UInt8]
  package let kinds: [Kind]
  /// Byte ranges of the outermost string literals, delimiters and interpolations included.
  package let literals: [Range<Int>]
  /// Byte ranges of the lines, without their line feeds.
  package let lines: [Range<Int>]

  package init(_ text: String) {
    bytes = Array(text.utf8)
    (kinds, literals) = Self.lex(bytes)
    var lines: [Range<Int>] = []
    var start = 0
    // Not `enumerated()`: a debug build does not specialize it, and lexing every file of the
    // package spent about a third of its time there.
    while let feed = bytes[start...].firstIndex(of: .lineFeed) {
      lines.append(start..<feed)
      start = feed + 1
    }
    if start < bytes.count { lines.append(start..<bytes.count) }
    self.lines = lines
  }

  /// The kind of line `index`, looking only at the bytes in `limit` (a function body, say).
  /// A line counts as code when it holds any code or string byte, or lies inside a multi-line
  /// string; as comment when what is left is comment; otherwise as blank.
  func lineKind(_ index: Int, within limit: Range<Int>? = nil) -> LineKind {
    let whole = lines[index]
    let range = limit.map { whole.clamped(to: $0) } ?? whole
    var hasComment = false
    for offset in range {
      switch kinds[offset] {
      case .string: return .code
      case .code where !bytes[offset].isWhitespace: return .code
      case .comment where !bytes[offset].isWhitespace: hasComment = true
      default: break
      }
    }
    // A blank line inside a multi-line string is part of the literal: its line feed is string.
    if whole.upperBound < bytes.count, limit?.contains(whole.upperBound) ?? true,
      kinds[whole.upperBound] == .string
    {
      return .code
    }
    return hasComment ? .comment : .blank
  }

  /// The numbers (from 1) of the lines that hold code, as `lineKind` says.
  package var codeLineNumbers: Set<Int> {
    Set(lines.indices.filter { lineKind($0) == .code }.map { $0 + 1 })
  }

  package var lineCounts: LineCounts {
    var counts = LineCounts()
    for index in lines.indices {
      switch lineKind(index) {
      case .blank: counts.blank += 1
      case .comment: counts.comment += 1
      case .code: counts.code += 1
      }
    }
    return counts
  }

  /// The code lines, trimmed, in order.
  package var codeLines: [String] {
    lines.indices.filter { lineKind($0) == .code }.map {
      String(decoding: bytes[lines[$0]], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
  }

  /// The line that holds byte `offset`.
  package func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lines[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The comment text of line `index` without its `//` or `/*` markers, trimmed.
  func commentText(ofLine index: Int) -> String {
    let commentBytes = lines[index].filter { kinds[$0] == .comment }.map { bytes[$0] }
    let text = String(decoding: commentBytes, as: UTF8.self)
    return String(text.drop { $0 == "/" || $0 == "*" || $0.isWhitespace })
  }

  package func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}

/// Lines of a file by kind.
package struct LineCounts: Sendable, Equatable, Codable {
  var blank = 0
  var comment = 0
  package var code = 0
}

extension UInt8 {
  package static let lineFeed = UInt8(ascii: "\n")
  package static let slash = UInt8(ascii: "/")
  package static let backslash = UInt8(ascii: "\\")
  package static let star = UInt8(ascii: "*")
  package static let quote = UInt8(ascii: "\"")
  package static let hash = UInt8(ascii: "#")
  package static let openParenthesis = UInt8(ascii: "(")
  package static let closeParenthesis = UInt8(ascii: ")")

  package var isWhitespace: Bool {
    self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r")
      || self == .lineFeed
  }

  /// A letter, a digit, `_`, or any byte of a non-ASCII character: a byte of a word.
  package var isIdentifierByte: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
      || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_")
      || self >= 0x80
  }
}
