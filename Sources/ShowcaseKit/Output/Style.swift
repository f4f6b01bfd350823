/// How output is decorated: colour only for a person at a terminal that wants it.
struct Style: Sendable, Equatable {
  var usesColour: Bool

  init(usesColour: Bool) {
    self.usesColour = usesColour
  }

  static let plain = Style(usesColour: false)

  /// Red, for what differs or failed.
  func alert(_ text: String) -> String {
    usesColour ? "\u{1B}[31m\(text)\u{1B}[0m" : text
  }

  /// Bold, for step headers.
  func strong(_ text: String) -> String {
    usesColour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
