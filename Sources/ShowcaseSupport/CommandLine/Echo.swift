/// How a message shows a text the user wrote — a word of the command line, a file's name, a
/// key or a string of a data file, a word of a script — so that the message stays one readable
/// line whatever the text holds: control characters, escape sequences, line breaks and
/// invisible formatting characters are written as escapes (`\n`, `\u{1B}`), and a long word is
/// cut with `…`.
public enum Echo {
  /// A message names a word so that its reader finds it, not to copy it: this many characters
  /// are enough.
  public static let maximumLength = 60

  /// The word, escaped, and cut with `…` once it would show more than `limit` characters.
  public static func word(_ text: String, limit: Int = maximumLength) -> String {
    escaped(text, limit: limit, quote: false)
  }

  /// The text in double quotes, as Swift and JSON write a string: `"` and `\` escaped too.
  public static func quoted(_ text: String, limit: Int = maximumLength) -> String {
    "\"" + escaped(text, limit: limit, quote: true) + "\""
  }

  /// A file's name as the user typed it, escaped, never cut: the reader needs all of it.
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

  /// The character as the message writes it.
  private static func piece(_ character: Character, quote: Bool) -> String {
    let needsEscape = character.unicodeScalars.contains { isUnsafe($0) }
    if quote, character == "\"" || character == "\\" { return "\\\(character)" }
    guard needsEscape else { return String(character) }
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

  /// Whether a terminal would act on the scalar, or not show it, rather than show it: control
  /// characters (escape sequences start with one), formatting characters such as a change of
  /// writing direction or a zero-width space, and line and paragraph separators.
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
