/// How output is decorated: colour only for a person at a terminal that wants it.
package struct Style: Sendable, Equatable {
  var usesColour: Bool

  init(usesColour: Bool) {
    self.usesColour = usesColour
  }

  package static let plain = Style(usesColour: false)

  /// Red, for what differs or failed.
  package func alert(_ text: String) -> String {
    usesColour ? "\u{1B}[31m\(text)\u{1B}[0m" : text
  }

  /// Bold, for step headers.
  package func strong(_ text: String) -> String {
    usesColour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
