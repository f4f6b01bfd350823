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
}
