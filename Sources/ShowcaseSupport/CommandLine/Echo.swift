/// How a message shows a text the user wrote, so that it stays one readable line: control and
/// invisible formatting characters and line breaks are escaped (`\n`, `\u{1B}`), and a long
/// word is cut with `…`.
public enum Echo {
  /// A message names a word so that its reader finds it, not to copy it.
  public static let maximumLength = 60

  public static func word(_ text: String, limit: Int = maximumLength) -> String {
    escaped(text, limit: limit, quote: false)
  }

  /// The text in double quotes, as Swift and JSON write a string: `"` and `\` escaped too.
  public static func quoted(_ text: String, limit: Int = maximumLength) -> String {
    "\"" + escaped(text, limit: limit, quote: true) + "\""
  }

  /// A file's name, escaped, never cut: the reader needs all of it.
  public static func fileName(_ text: String) -> String {
    escaped(text, limit: nil, quote: false)
  }

  private static func escaped(_ text: String, limit: Int?, quote: Bool) -> String {
    var shown = ""
    var length = 0
    // The length is the one shown: an escape such as `\u{1B}` counts its six characters.
    for character in text {
      let piece = piece(character, quote: quote)
      if let limit, length + piece.count > limit { return shown + "…" }
      shown += piece
      length += piece.count
    }
    return shown
  }

  private static func piece(_ character: Character, quote: Bool) -> String {
    if quote, character == "\"" || character == "\\" { return "\\\(character)" }
    guard character.unicodeScalars.contains(where: isUnsafe) else { return String(character) }
    return character.unicodeScalars.map { scalar in
      guard isUnsafe(scalar) else { return String(scalar) }
      switch scalar {
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      case "\0": return "\\0"
      default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }.joined()
  }

  /// Whether a terminal would act on the scalar, or not show it: control characters (escape
  /// sequences start with one), formatting characters, line and paragraph separators.
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
