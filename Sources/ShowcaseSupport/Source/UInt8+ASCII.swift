/// The bytes the Swift lexer and the scanner look for, by name.
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
