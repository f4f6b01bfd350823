/// Draws a snapshot as a box of text no wider than asked, the same every time: what the runner
/// prints and what a person reads in a terminal or on a slide.
///
///     ┌──────────────────────────┐
///     │ Subjects                 │
///     ├──────────────────────────┤
///     │ ◌ Loading…               │
///     │ • Math                   │
///     │ [ Retry ]                │
///     └──────────────────────────┘
///
/// A spinner is `◌ Loading…`; a row is `• title`, or `✓ title` when checked; a button is
/// `[ title ]`, or `( title )` when disabled. Long lines wrap at spaces.
extension ScreenSnapshot {
  /// The smallest width that still leaves room for text.
  public static let minimumWidth = 12

  public func renderedLines(width: Int = 28) -> [String] {
    let width = max(width, Self.minimumWidth)
    let inner = width - 4
    let rule = String(repeating: "─", count: width - 2)
    var lines = ["┌\(rule)┐"]
    lines += Self.wrap(title, to: inner).map { "│ \(Self.pad($0, to: inner)) │" }
    lines.append("├\(rule)┤")
    lines += bodyLines.flatMap { Self.wrap($0, to: inner) }.map { "│ \(Self.pad($0, to: inner)) │" }
    lines.append("└\(rule)┘")
    return lines
  }

  public func rendered(width: Int = 28) -> String {
    renderedLines(width: width).joined(separator: "\n")
  }

  private var bodyLines: [String] {
    var body: [String] = []
    if isLoading { body.append("◌ Loading…") }
    body += labels
    body += rows.map { ($0.isChecked ? "✓ " : "• ") + $0.title }
    body += buttons.map { $0.isEnabled ? "[ \($0.title) ]" : "( \($0.title) )" }
    return body
  }

  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// Breaks text into lines of at most `width` characters, at spaces where it can.
  static func wrap(_ text: String, to width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      while word.count > width {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }
}
