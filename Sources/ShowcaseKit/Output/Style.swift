/// How output is decorated: colour only for a person at a terminal that wants it.
public struct Style: Sendable, Equatable {
  public var usesColour: Bool

  public init(usesColour: Bool) {
    self.usesColour = usesColour
  }

  public static let plain = Style(usesColour: false)

  /// Red, for what differs or failed.
  public func alert(_ text: String) -> String {
    usesColour ? "\u{1B}[31m\(text)\u{1B}[0m" : text
  }

  /// Bold, for step headers.
  public func strong(_ text: String) -> String {
    usesColour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
