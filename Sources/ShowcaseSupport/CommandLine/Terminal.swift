/// What the process knows about where its output goes.
public struct Terminal: Sendable {
  /// Whether standard output is a terminal.
  public var isTerminal: Bool
  /// The terminal's width, when it is one and says.
  public var columns: Int?
  /// Whether standard error is a terminal, where `mutate` rewrites its progress line.
  public var errorIsTerminal: Bool

  public init(isTerminal: Bool, columns: Int? = nil, errorIsTerminal: Bool? = nil) {
    self.isTerminal = isTerminal
    self.columns = columns
    self.errorIsTerminal = errorIsTerminal ?? isTerminal
  }

  /// Output to a pipe or a file.
  public static let none = Terminal(isTerminal: false)
}
