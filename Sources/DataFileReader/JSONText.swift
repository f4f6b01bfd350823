import Foundation

/// The raw text of a data file, read strictly as RFC 8259 JSON (UTF-8, no trailing commas, no
/// duplicate keys) to name the first syntax error, or the line of the value at a key path.
struct JSONText {
  /// A place in the text and what is wrong there.
  struct SyntaxError: Error, Equatable {
    let offset: Int
    let problem: String
  }

  private let bytes: [UInt8]

  init(_ data: Data) {
    bytes = [UInt8](data)
  }

  /// The first place where the text stops being JSON, if there is one.
  func syntaxError() -> SyntaxError? {
    var scanner = Scanner(bytes: bytes, target: nil)
    do {
      try scanner.document()
      return nil
    } catch {
      return error
    }
  }

  /// Where the value at `path` begins, if the text holds one there.
  func offset(of path: JSONPath) -> Int? {
    var scanner = Scanner(bytes: bytes, target: path.steps[...])
    do {
      try scanner.document()
    } catch {
      return nil
    }
    return scanner.found
  }

  /// The line an offset lies on, from 1.
  func line(at offset: Int) -> Int {
    Self.line(at: offset, in: bytes)
  }

  static func line(at offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  }
}

/// A recursive-descent reader of JSON that keeps nothing but the offset it is asked to find.
private struct Scanner {
  let bytes: [UInt8]
  let target: ArraySlice<JSONPath.Step>?
  var index = 0
  var found: Int?

  /// Deeper nesting is refused rather than risk the stack; a data file nests three levels.
  static let maximumDepth = 100

  init(bytes: [UInt8], target: ArraySlice<JSONPath.Step>?) {
    self.bytes = bytes
    self.target = target
  }

  mutating func document() throws(JSONText.SyntaxError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw failure("the file is empty") }
    try value(depth: 0, rest: target)
    skipWhitespace()
    guard index == bytes.count else {
      throw failure("unexpected \(shown()) after the end of the top-level value")
    }
  }

  private mutating func value(depth: Int, rest: ArraySlice<JSONPath.Step>?)
    throws(JSONText.SyntaxError)
  {
    if rest?.isEmpty == true { found = index }
    guard depth < Self.maximumDepth else {
      throw failure("nested deeper than \(Self.maximumDepth) levels")
    }
    guard index < bytes.count else { throw failure("unexpected end of file, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): try object(depth: depth, rest: rest)
    case UInt8(ascii: "["): try array(depth: depth, rest: rest)
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw failure("expected a value, found \(shown())")
    }
  }

  private mutating func object(depth: Int, rest: ArraySlice<JSONPath.Step>?)
    throws(JSONText.SyntaxError)
  {
    let start = index
    index += 1
    skipWhitespace()
    if peek(is: "}") {
      index += 1
      return
    }
    var keys: Set<String> = []
    while true {
      guard index < bytes.count else { throw unclosed("object", from: start) }
      guard peek(is: "\"") else {
        if peek(is: "}") { throw failure("trailing comma before '}'") }
        throw failure("expected a key in double quotes, found \(shown())")
      }
      let keyStart = index
      let key = try string()
      guard keys.insert(key).inserted else {
        throw JSONText.SyntaxError(
          offset: keyStart, problem: "duplicate key \(key.debugDescription)")
      }
      skipWhitespace()
      guard peek(is: ":") else {
        if index == bytes.count { throw unclosed("object", from: start) }
        throw failure("expected ':' after the key \(key.debugDescription), found \(shown())")
      }
      index += 1
      skipWhitespace()
      let matches = rest?.first == .key(key)
      try value(depth: depth + 1, rest: matches ? rest?.dropFirst() : nil)
      skipWhitespace()
      guard index < bytes.count else { throw unclosed("object", from: start) }
      if peek(is: "}") {
        index += 1
        return
      }
      guard peek(is: ",") else {
        throw failure(
          "expected ',' or '}' after the value of \(key.debugDescription), found \(shown())")
      }
      index += 1
      skipWhitespace()
    }
  }

  private mutating func array(depth: Int, rest: ArraySlice<JSONPath.Step>?)
    throws(JSONText.SyntaxError)
  {
    let start = index
    index += 1
    skipWhitespace()
    if peek(is: "]") {
      index += 1
      return
    }
    var position = 0
    while true {
      guard index < bytes.count else { throw unclosed("array", from: start) }
      if peek(is: "]") { throw failure("trailing comma before ']'") }
      let matches = rest?.first == .index(position)
      try value(depth: depth + 1, rest: matches ? rest?.dropFirst() : nil)
      skipWhitespace()
      guard index < bytes.count else { throw unclosed("array", from: start) }
      if peek(is: "]") {
        index += 1
        return
      }
      guard peek(is: ",") else {
        throw failure("expected ',' or ']' after an element of the array, found \(shown())")
      }
      index += 1
      skipWhitespace()
      position += 1
    }
  }

  /// Reads a string and returns its text, escapes resolved, so that keys compare as decoded.
  private mutating func string() throws(JSONText.SyntaxError) -> String {
    let start = index
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let decoded = String(bytes: text, encoding: .utf8) else {
          throw JSONText.SyntaxError(offset: start, problem: "a string that is not valid UTF-8")
        }
        return decoded
      case UInt8(ascii: "\\"):
        text += try escape()
      case UInt8(ascii: "\n"):
        throw failure("a line break inside a string (write it as \\n)")
      case 0..<0x20:
        throw failure("a control character inside a string (write it as \\u00XX)")
      default:
        text.append(byte)
        index += 1
      }
    }
    throw unclosed("string", from: start)
  }

  private mutating func escape() throws(JSONText.SyntaxError) -> [UInt8] {
    index += 1
    guard index < bytes.count else { throw failure("unexpected end of file in an escape") }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
      UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
      UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let replacement = simple[bytes[index]] {
      index += 1
      return [replacement]
    }
    guard peek(is: "u") else {
      let escape = "\\" + shown(quoted: false)
      throw JSONText.SyntaxError(offset: index - 1, problem: "invalid escape \(escape)")
    }
    let start = index - 1
    let unpaired = JSONText.SyntaxError(offset: start, problem: "an unpaired surrogate escape")
    var code = try unicodeEscape()
    if (0xD800..<0xDC00).contains(code) {
      guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw unpaired }
      index += 1
      let low = try unicodeEscape()
      guard (0xDC00..<0xE000).contains(low) else { throw unpaired }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else { throw unpaired }
    return Array(String(Character(scalar)).utf8)
  }

  /// Reads `uXXXX`, the cursor on the `u`.
  private mutating func unicodeEscape() throws(JSONText.SyntaxError) -> UInt32 {
    let digits = bytes[(index + 1)...].prefix(4)
    guard digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
    else { throw failure("\\u must be followed by four hex digits") }
    index += 5
    return value
  }

  private mutating func number() throws(JSONText.SyntaxError) {
    let start = index
    if peek(is: "-") { index += 1 }
    guard digit() else { throw failure("expected a digit after '-', found \(shown())") }
    if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
      throw failure("a number with a leading zero")
    }
    skipDigits()
    if peek(is: ".") {
      index += 1
      guard digit() else { throw failure("expected a digit after '.', found \(shown())") }
      skipDigits()
    }
    if peek(is: "e") || peek(is: "E") {
      index += 1
      if peek(is: "+") || peek(is: "-") { index += 1 }
      guard digit() else { throw failure("expected a digit in the exponent, found \(shown())") }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw JSONText.SyntaxError(offset: start, problem: "the number \(text) is too large")
    }
  }

  private mutating func literal(_ word: String) throws(JSONText.SyntaxError) {
    guard bytes[index...].starts(with: Array(word.utf8)) else {
      throw failure("expected \(word)")
    }
    index += word.utf8.count
  }

  // MARK: Reading helpers

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func digit() -> Bool { index < bytes.count && isDigit(bytes[index]) }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func peek(is character: Unicode.Scalar) -> Bool {
    index < bytes.count && bytes[index] == UInt8(ascii: character)
  }

  private func failure(_ problem: String) -> JSONText.SyntaxError {
    JSONText.SyntaxError(offset: index, problem: problem)
  }

  private func unclosed(_ container: String, from start: Int) -> JSONText.SyntaxError {
    let line = JSONText.line(at: start, in: bytes)
    return failure("unexpected end of file: the \(container) opened on line \(line) is not closed")
  }

  /// The character at the cursor as a message shows it: `'}'`, `'“'`, or `end of file`.
  private func shown(quoted: Bool = true) -> String {
    guard index < bytes.count else { return "end of file" }
    let character = String(decoding: bytes[index...].prefix(4), as: UTF8.self).first
    guard let character, character != "\u{FFFD}", !character.isWhitespace else {
      return "byte 0x" + String(bytes[index], radix: 16, uppercase: true)
    }
    return quoted ? "'\(character)'" : "\(character)"
  }
}
