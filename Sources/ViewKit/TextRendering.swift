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
/// `[ title ]`, or `( title )` when disabled. Long lines wrap at spaces. Widths are counted in
/// terminal columns (`TerminalWidth`), so text of any script keeps the borders in line.
extension ScreenSnapshot {
  /// The smallest width that still leaves room for text.
  public static let minimumWidth = 12

  public func renderedLines(width: Int = 28) -> [String] {
    let width = max(width, Self.minimumWidth)
    let inner = width - 4
    let rule = String(repeating: "─", count: width - 2)
    var lines = ["┌\(rule)┐"]
    lines += Self.sides([title], inner: inner)
    lines.append("├\(rule)┤")
    lines += Self.sides(bodyLines, inner: inner)
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

  /// Each text wrapped to `inner` columns, each line of it between the box's sides.
  private static func sides(_ texts: [String], inner: Int) -> [String] {
    texts.flatMap { TerminalWidth.wrapped($0, to: inner) }
      .map { "│ \(TerminalWidth.padded($0, to: inner)) │" }
  }
}
