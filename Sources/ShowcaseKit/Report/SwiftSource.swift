import Foundation

/// A Swift source file split into code, comments and string literals, byte by byte, so the
/// report can count lines and find declarations without mistaking `"http://"` for a comment or
/// a `{` inside a string for a brace. It is a small lexer, not a parser: it knows line and
/// (nested) block comments, string literals (single-line, multi-line, raw `#"…"#`) and
/// interpolation `\(…)`; it does not know regex literals.
struct SwiftSource: Sendable {
  /// What a byte of the source belongs to.
  enum Kind: UInt8, Sendable {
    case code
    case comment
    case string
  }

  /// What a line holds once comments and whitespace are set aside.
  enum LineKind: Sendable, Equatable {
    case blank
    case comment
    case code
  }

  let bytes: [UInt8]
  let kinds: [Kind]
  /// Byte ranges of the lines, without their line feeds.
  let lines: [Range<Int>]

  init(_ text: String) {
    bytes = Array(text.utf8)
    kinds = Self.lex(bytes)
    var lines: [Range<Int>] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == .lineFeed {
      lines.append(start..<offset)
      start = offset + 1
    }
    if start < bytes.count { lines.append(start..<bytes.count) }
    self.lines = lines
  }

  // MARK: Lines

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

  /// How many lines of each kind the whole file has. A code line that only marks a hop for
  /// `showcase trace` (`Trace.…`, `import Tracing`) counts as tracing, not as code: it is
  /// instrumentation, not part of the pattern.
  var lineCounts: LineCounts {
    var counts = LineCounts()
    for index in lines.indices {
      switch lineKind(index) {
      case .blank: counts.blank += 1
      case .comment: counts.comment += 1
      case .code where isTracing(index): counts.tracing += 1
      case .code: counts.code += 1
      }
    }
    return counts
  }

  /// The code lines, trimmed, in order: what the file says once comments and layout are set
  /// aside.
  var codeLines: [String] {
    lines.indices.filter { lineKind($0) == .code }.map {
      String(decoding: bytes[lines[$0]], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
  }

  private func isTracing(_ index: Int) -> Bool {
    let text = String(decoding: bytes[lines[index]], as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
    return text == "import Tracing" || text.hasPrefix("Trace.")
  }

  /// The line that holds byte `offset`.
  func lineIndex(of offset: Int) -> Int {
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

  /// The text of `range`, as written.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  // MARK: Lexing

  private enum Mode {
    /// Code; inside an interpolation `\(…)` it ends at the `)` that closes it.
    case code(interpolation: Bool, parentheses: Int)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  private static func lex(_ bytes: [UInt8]) -> [Kind] {
    var kinds = [Kind](repeating: .code, count: bytes.count)
    var stack: [Mode] = [.code(interpolation: false, parentheses: 0)]
    var index = 0

    func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
    func mark(_ count: Int, _ kind: Kind) {
      for offset in index..<min(index + count, bytes.count) { kinds[offset] = kind }
      index += count
    }
    func hashes(from offset: Int) -> Int {
      var count = 0
      while byte(offset + count) == .hash { count += 1 }
      return count
    }

    while index < bytes.count {
      switch stack[stack.count - 1] {
      case .code(let interpolation, let parentheses):
        let current = bytes[index]
        if current == .slash, byte(index + 1) == .slash {
          var end = index
          while end < bytes.count, bytes[end] != .lineFeed { end += 1 }
          mark(end - index, .comment)
        } else if current == .slash, byte(index + 1) == .star {
          stack.append(.blockComment(depth: 1))
          mark(2, .comment)
        } else if current == .quote || current == .hash,
          case let count = hashes(from: index), byte(index + count) == .quote
        {
          let multiline = byte(index + count + 1) == .quote && byte(index + count + 2) == .quote
          stack.append(.string(hashes: count, multiline: multiline))
          mark(count + (multiline ? 3 : 1), .string)
        } else if interpolation, current == .openParenthesis {
          stack[stack.count - 1] = .code(interpolation: true, parentheses: parentheses + 1)
          mark(1, .code)
        } else if interpolation, current == .closeParenthesis {
          if parentheses == 0 {
            stack.removeLast()
            mark(1, .string)
          } else {
            stack[stack.count - 1] = .code(interpolation: true, parentheses: parentheses - 1)
            mark(1, .code)
          }
        } else {
          mark(1, .code)
        }

      case .string(let count, let multiline):
        let current = bytes[index]
        if current == .backslash, hashes(from: index + 1) == count {
          if byte(index + 1 + count) == .openParenthesis {
            mark(count + 2, .string)
            stack.append(.code(interpolation: true, parentheses: 0))
          } else {
            // An escape: the escaped byte cannot end the literal.
            mark(count + 2, .string)
          }
        } else if current == .quote {
          let quotes = multiline ? 3 : 1
          let closes =
            (0..<quotes).allSatisfy { byte(index + $0) == .quote }
            && hashes(from: index + quotes) >= count
          if closes {
            stack.removeLast()
            mark(quotes + count, .string)
          } else {
            mark(1, .string)
          }
        } else if current == .lineFeed, !multiline {
          // An unterminated single-line literal ends with its line.
          stack.removeLast()
          mark(1, .code)
        } else {
          mark(1, .string)
        }

      case .blockComment(let depth):
        if bytes[index] == .slash, byte(index + 1) == .star {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          mark(2, .comment)
        } else if bytes[index] == .star, byte(index + 1) == .slash {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
          mark(2, .comment)
        } else {
          mark(1, .comment)
        }
      }
    }
    return kinds
  }
}

/// Lines of a file or a folder by kind.
struct LineCounts: Sendable, Equatable, Codable {
  var blank = 0
  var comment = 0
  var code = 0
  /// Lines that only mark a hop for the trace.
  var tracing = 0

  static func + (left: LineCounts, right: LineCounts) -> LineCounts {
    LineCounts(
      blank: left.blank + right.blank, comment: left.comment + right.comment,
      code: left.code + right.code, tracing: left.tracing + right.tracing)
  }
}

extension UInt8 {
  static let lineFeed = UInt8(ascii: "\n")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")

  var isWhitespace: Bool {
    self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r")
      || self == .lineFeed
  }
}
