/// What every error message of the runner and the data-file reader must be, whatever the input:
/// one line, with nothing a terminal would act on (no control character, no escape sequence, no
/// line or paragraph separator, no change of writing direction), and short enough to read.
public enum OneLineMessage {
  /// The longest message allowed: echoed words are cut, so only a runaway echo reaches it.
  public static let maximumLength = 400

  /// What is wrong with `message`, or `nil` if nothing is.
  public static func problem(with message: String) -> String? {
    if message.isEmpty { return "the message is empty" }
    if message.count > maximumLength {
      return "the message is \(message.count) characters long"
    }
    if let scalar = message.unicodeScalars.first(where: isUnsafe) {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return "the message holds U+\(code)"
    }
    return nil
  }

  /// Whether a terminal would act on `scalar` rather than show it.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
