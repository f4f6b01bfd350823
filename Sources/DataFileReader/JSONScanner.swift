import Foundation
import ShowcaseSupport

/// Reads the bytes of a JSON text once, from the first to the last, strictly as RFC 8259 has
/// it: UTF-8, no trailing commas, no duplicate keys, numbers a `Double` can hold, and at most
/// 100 levels of nesting, so that no platform's leniency makes a file valid here and invalid
/// there. It counts lines as it goes: every syntax error it throws names its line.
///
/// It builds nothing itself. Its caller, who knows what each value must be, asks for an object's
/// keys, an array's elements, a string or a number, and skips with `skipValue` what it does not
/// need; the scanner still checks the syntax of all of it.
///
/// Bytes are compared with ASCII codes written in hexadecimal, the character in a comment
/// beside: `0x7B` is `{`. A string never spans lines (a line break in it is an error), so every
/// error about a string is on the line the scanner is on.
struct JSONScanner {
  /// What is wrong with the text, and the line it is on.
  struct SyntaxError: Error {
    let line: Int
    let problem: String
  }

  /// The text of a key or a string value, without its quotes.
  enum Text {
    /// A string without escapes: its bytes in the file, `start..<end`.
    case inFile(start: Int, end: Int)
    /// A string with escapes, resolved.
    case resolved([UInt8])
  }

  /// A value as an error message names what was found instead of what was expected.
  enum Found {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array
    case object

    var shown: String {
      switch self {
      case .null: "null"
      case .bool(let bool): "\(bool)"
      case .integer(let integer): "the number \(integer)"
      case .number(let number): "the number \(number)"
      case .string(let string): "the string " + Echo.quoted(string, limit: 40)
      case .array: "an array"
      case .object: "an object"
      }
    }
  }

  /// What a value is, from its first byte.
  enum Kind {
    case object
    case array
    case string
    case number
    /// `true`, `false` or `null`.
    case literal
  }

  /// Where an object or an array begins, for the message that says it is not closed.
  struct Opening {
    fileprivate let line: Int
  }

  /// Deeper nesting is refused rather than risk the stack; a data file nests four levels.
  static let maximumDepth = 100

  private let bytes: UnsafeBufferPointer<UInt8>
  /// The place of the next byte to read.
  private var index = 0
  /// The line of the next byte to read, from 1.
  private(set) var line = 1

  /// A scanner over `bytes`, which must stay valid while it is used.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: The document

  /// Steps over a byte order mark and white space to the top-level value.
  mutating func beginDocument() throws(SyntaxError) {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw failure("the file is empty") }
  }

  /// Checks that nothing but white space follows the top-level value.
  mutating func endDocument() throws(SyntaxError) {
    skipWhitespace()
    guard index == bytes.count else {
      throw failure("unexpected \(shown()) after the end of the top-level value")
    }
  }

  // MARK: Values

  /// What the value at the cursor is; `depth` counts the containers around it.
  func kind(depth: Int) throws(SyntaxError) -> Kind {
    guard depth < Self.maximumDepth else {
      throw failure("nested deeper than \(Self.maximumDepth) levels")
    }
    guard index < bytes.count else { throw failure("unexpected end of file, expected a value") }
    switch bytes[index] {
    case 0x7B: return .object  // {
    case 0x5B: return .array  // [
    case 0x22: return .string  // "
    case 0x2D, 0x30...0x39: return .number  // - and digits
    case 0x74, 0x66, 0x6E: return .literal  // t, f, n
    default: throw failure("expected a value, found \(shown())")
    }
  }

  /// Reads any value and says what it was; objects and arrays are checked and skipped.
  mutating func skipValue(depth: Int) throws(SyntaxError) -> Found {
    switch try kind(depth: depth) {
    case .object:
      let opening = openObject()
      var keys: Set<String> = []
      var key = try firstKey(of: opening)
      while let text = key {
        let name = string(text)
        guard keys.insert(name).inserted else { throw duplicate(text) }
        try colon(after: text, of: opening)
        _ = try skipValue(depth: depth + 1)
        key = try nextKey(after: text, of: opening)
      }
      return .object
    case .array:
      let opening = openArray()
      var more = try firstElement(of: opening)
      while more {
        _ = try skipValue(depth: depth + 1)
        more = try nextElement(of: opening)
      }
      return .array
    case .string: return .string(string(try string()))
    case .number: return try number()
    case .literal: return try literal()
    }
  }

  // MARK: Objects

  /// Steps into the object at the cursor.
  mutating func openObject() -> Opening {
    let opening = Opening(line: line)
    index += 1
    skipWhitespace()
    return opening
  }

  /// The object's first key, or `nil` after the `}` of an empty object.
  mutating func firstKey(of object: Opening) throws(SyntaxError) -> Text? {
    if index < bytes.count, bytes[index] == 0x7D {  // }
      index += 1
      return nil
    }
    return try key(of: object)
  }

  /// After a value of the object: its next key, or `nil` after the `}` that closes it.
  mutating func nextKey(after previous: Text, of object: Opening) throws(SyntaxError) -> Text? {
    skipWhitespace()
    guard index < bytes.count else { throw unclosed("object", object) }
    switch bytes[index] {
    case 0x7D:  // }
      index += 1
      return nil
    case 0x2C:  // ,
      index += 1
      skipWhitespace()
      return try key(of: object)
    default:
      throw failure(
        "expected ',' or '}' after the value of \(Echo.quoted(string(previous))), "
          + "found \(shown())")
    }
  }

  /// Reads the `:` after a key, and the white space around it; the cursor is then on the value.
  mutating func colon(after key: Text, of object: Opening) throws(SyntaxError) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == 0x3A else {  // :
      if index == bytes.count { throw unclosed("object", object) }
      throw failure(
        "expected ':' after the key \(Echo.quoted(string(key))), found \(shown())")
    }
    index += 1
    skipWhitespace()
  }

  /// The error for a key the object already has, the cursor just after it.
  func duplicate(_ key: Text) -> SyntaxError {
    SyntaxError(line: line, problem: "duplicate key \(Echo.quoted(string(key)))")
  }

  private mutating func key(of object: Opening) throws(SyntaxError) -> Text {
    guard index < bytes.count else { throw unclosed("object", object) }
    guard bytes[index] == 0x22 else {  // "
      if bytes[index] == 0x7D { throw failure("trailing comma before '}'") }
      throw failure("expected a key in double quotes, found \(shown())")
    }
    return try string()
  }

  // MARK: Arrays

  /// Steps into the array at the cursor.
  mutating func openArray() -> Opening {
    let opening = Opening(line: line)
    index += 1
    skipWhitespace()
    return opening
  }

  /// Whether the array has a first element, the cursor then on it; `false` after the `]` of an
  /// empty array.
  mutating func firstElement(of array: Opening) throws(SyntaxError) -> Bool {
    guard index < bytes.count else { throw unclosed("array", array) }
    if bytes[index] == 0x5D {  // ]
      index += 1
      return false
    }
    return true
  }

  /// After an element: whether another follows, the cursor then on it; `false` after the `]`
  /// that closes the array.
  mutating func nextElement(of array: Opening) throws(SyntaxError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else { throw unclosed("array", array) }
    if bytes[index] == 0x5D {  // ]
      index += 1
      return false
    }
    guard bytes[index] == 0x2C else {  // ,
      throw failure("expected ',' or ']' after an element of the array, found \(shown())")
    }
    index += 1
    skipWhitespace()
    guard index < bytes.count else { throw unclosed("array", array) }
    if bytes[index] == 0x5D { throw failure("trailing comma before ']'") }
    return true
  }

  // MARK: Strings

  /// Reads the string at the cursor. Bytes are only copied when there are escapes to resolve.
  mutating func string() throws(SyntaxError) -> Text {
    index += 1
    let start = index
    var isValidUTF8 = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 {  // "
        let end = index
        index += 1
        guard isValidUTF8 else { throw failure("a string that is not valid UTF-8") }
        return .inFile(start: start, end: end)
      }
      if byte == 0x5C {  // \
        return try stringWithEscapes(from: start, isValidUTF8: isValidUTF8)
      }
      if byte < 0x20 { throw controlCharacter(byte) }
      if byte < 0x80 {
        index += 1
      } else {
        isValidUTF8 = readUTF8Sequence() && isValidUTF8
      }
    }
    throw unclosed("string", Opening(line: line))
  }

  /// Goes on reading a string from its first escape, collecting its bytes as resolved.
  private mutating func stringWithEscapes(from start: Int, isValidUTF8 valid: Bool)
    throws(SyntaxError) -> Text
  {
    var isValidUTF8 = valid
    var text = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 {  // "
        index += 1
        guard isValidUTF8 else { throw failure("a string that is not valid UTF-8") }
        return .resolved(text)
      }
      if byte == 0x5C {  // \
        try appendEscape(to: &text)
      } else if byte < 0x20 {
        throw controlCharacter(byte)
      } else if byte < 0x80 {
        text.append(byte)
        index += 1
      } else {
        let sequenceStart = index
        isValidUTF8 = readUTF8Sequence() && isValidUTF8
        text += bytes[sequenceStart..<index]
      }
    }
    throw unclosed("string", Opening(line: line))
  }

  /// Reads one escape, the cursor on its backslash, and appends what it stands for.
  private mutating func appendEscape(to text: inout [UInt8]) throws(SyntaxError) {
    index += 1
    guard index < bytes.count else { throw failure("unexpected end of file in an escape") }
    let simple: UInt8? =
      switch bytes[index] {
      case 0x22, 0x5C, 0x2F: bytes[index]  // \" \\ \/
      case 0x62: 0x08  // \b
      case 0x66: 0x0C  // \f
      case 0x6E: 0x0A  // \n
      case 0x72: 0x0D  // \r
      case 0x74: 0x09  // \t
      default: nil
      }
    if let simple {
      text.append(simple)
      index += 1
      return
    }
    guard bytes[index] == 0x75 else {  // u
      throw SyntaxError(line: line, problem: "invalid escape \\" + shown(quoted: false))
    }
    let unpaired = SyntaxError(line: line, problem: "an unpaired surrogate escape")
    var code = try hexDigits()
    if (0xD800..<0xDC00).contains(code) {
      guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else {
        throw unpaired
      }
      index += 1
      let low = try hexDigits()
      guard (0xDC00..<0xE000).contains(low) else { throw unpaired }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else { throw unpaired }
    text += String(Character(scalar)).utf8
  }

  /// Reads `uXXXX`, the cursor on the `u`: exactly four hexadecimal digits, no sign.
  private mutating func hexDigits() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for place in index + 1...index + 4 {
      guard place < bytes.count, let digit = Self.hexValue(bytes[place]) else {
        throw failure("\\u must be followed by four hex digits")
      }
      value = value * 16 + digit
    }
    index += 5
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)  // 0-9
    case 0x41...0x46: UInt32(byte - 0x41 + 10)  // A-F
    case 0x61...0x66: UInt32(byte - 0x61 + 10)  // a-f
    default: nil
    }
  }

  /// Steps over one UTF-8 sequence of two to four bytes, the cursor on its first byte, and says
  /// whether it is well formed (Unicode's table 3-7: no overlong forms, no surrogates, nothing
  /// above U+10FFFF). A byte that starts no valid sequence is stepped over alone.
  private mutating func readUTF8Sequence() -> Bool {
    let first = bytes[index]
    // The length of the sequence, and the range its second byte must lie in.
    let (length, second): (Int, ClosedRange<UInt8>) =
      switch first {
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: (1, 0...0)
      }
    guard length > 1, index + length <= bytes.count, second.contains(bytes[index + 1]) else {
      index += 1
      return false
    }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      index += 1
      return false
    }
    index += length
    return true
  }

  /// The text as a Swift string; it was checked to be valid UTF-8.
  func string(_ text: Text) -> String {
    switch text {
    case .inFile(let start, let end):
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    case .resolved(let resolved): String(decoding: resolved, as: UTF8.self)
    }
  }

  /// Calls `body` with the text's bytes.
  func withBytes<Result>(
    of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    switch text {
    case .inFile(let start, let end): body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    case .resolved(let resolved): resolved.withUnsafeBufferPointer(body)
    }
  }

  /// The position of the text in `words`, if it is one of them.
  func position(of text: Text, in words: [StaticString]) -> Int? {
    withBytes(of: text) { text in
      guard let start = text.baseAddress, !text.isEmpty else { return nil }
      for position in words.indices
      where words[position].utf8CodeUnitCount == text.count
        && memcmp(start, words[position].utf8Start, text.count) == 0
      {
        return position
      }
      return nil
    }
  }

  // MARK: Numbers and literals

  /// Reads a number: an integer when it is a whole number an `Int` holds, as `4` or `4.0`.
  mutating func number() throws(SyntaxError) -> Found {
    let start = index
    let isNegative = bytes[index] == 0x2D  // -
    if isNegative { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw failure("expected a digit after '-', found \(shown())")
    }
    if bytes[index] == 0x30, index + 1 < bytes.count, isDigit(bytes[index + 1]) {
      throw failure("a number with a leading zero")
    }
    // Up to 18 digits always fit in an Int.
    let digitsStart = index
    var magnitude = 0
    while index < bytes.count, isDigit(bytes[index]) {
      if index - digitsStart < 18 { magnitude = magnitude * 10 + Int(bytes[index] - 0x30) }
      index += 1
    }
    var isWhole = index - digitsStart <= 18
    if index < bytes.count, bytes[index] == 0x2E {  // .
      isWhole = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("expected a digit after '.', found \(shown())")
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {  // e E
      isWhole = false
      index += 1
      if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }  // + -
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("expected a digit in the exponent, found \(shown())")
      }
      skipDigits()
    }
    if isWhole { return .integer(isNegative ? -magnitude : magnitude) }
    // Long, fractional or with an exponent: rare in a data file, read through the text.
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if let integer = Int(text) { return .integer(integer) }
    guard let number = Double(text), number.isFinite else {
      throw SyntaxError(line: line, problem: "the number \(Echo.word(text)) is too large")
    }
    return Int(exactly: number).map(Found.integer) ?? .number(number)
  }

  /// Reads `true`, `false` or `null`.
  mutating func literal() throws(SyntaxError) -> Found {
    let (word, found): (String, Found) =
      switch bytes[index] {
      case 0x74: ("true", .bool(true))
      case 0x66: ("false", .bool(false))
      default: ("null", .null)
      }
    let end = index + word.utf8.count
    guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else {
      throw failure("expected \(word)")
    }
    index = end
    return found
  }

  /// Steps over a `null` at the cursor, if there is one.
  mutating func skipNull() -> Bool {
    guard index + 4 <= bytes.count, bytes[index..<index + 4].elementsEqual("null".utf8) else {
      return false
    }
    index += 4
    return true
  }

  // MARK: Reading helpers

  /// Steps over spaces, tabs, carriage returns and line feeds, counting the line feeds.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
      default: return
      }
    }
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  private func failure(_ problem: String) -> SyntaxError {
    SyntaxError(line: line, problem: problem)
  }

  private func controlCharacter(_ byte: UInt8) -> SyntaxError {
    byte == 0x0A
      ? failure("a line break inside a string (write it as \\n)")
      : failure("a control character inside a string (write it as \\u00XX)")
  }

  private func unclosed(_ container: String, _ opening: Opening) -> SyntaxError {
    failure(
      "unexpected end of file: the \(container) opened on line \(opening.line) is not closed")
  }

  /// The character at the cursor as a message shows it: `'}'`, `'“'`, `'\u{1B}'` (escaped, as
  /// `Echo` shows what a terminal would not), `byte 0x20` for white space and bytes that are not
  /// UTF-8, or `end of file`.
  private func shown(quoted: Bool = true) -> String {
    guard index < bytes.count else { return "end of file" }
    let following = UnsafeBufferPointer(rebasing: bytes[index..<min(index + 4, bytes.count)])
    let character = String(decoding: following, as: UTF8.self).first
    guard let character, character != "\u{FFFD}", !character.isWhitespace else {
      return "byte 0x" + String(bytes[index], radix: 16, uppercase: true)
    }
    let text = Echo.word(String(character))
    return quoted ? "'\(text)'" : text
  }
}
