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
    lines += Self.sides([(title, nil)], inner: inner)
    lines.append("├\(rule)┤")
    lines += Self.sides(bodyLines, inner: inner)
    lines.append("└\(rule)┘")
    return lines
  }

  public func rendered(width: Int = 28) -> String {
    renderedLines(width: width).joined(separator: "\n")
  }

  /// The texts under the title, each with its width when it is known without measuring all of
  /// it: a row's mark ends in a space, which a title that starts with ASCII cannot join, so such
  /// a title is measured on its own and the mark's width added.
  private var bodyLines: [(text: String, columns: Int?)] {
    var body: [(text: String, columns: Int?)] = []
    if isLoading { body.append(("◌ Loading…", nil)) }
    body += labels.map { ($0, nil) }
    let unchecked = (text: "• ", columns: TerminalWidth.columns(of: "• "))
    let checked = (text: "✓ ", columns: TerminalWidth.columns(of: "✓ "))
    for row in rows {
      let mark = row.isChecked ? checked : unchecked
      let startsWithASCII = (row.title.utf8.first ?? 0) < 0x80
      let columns = startsWithASCII ? mark.columns + TerminalWidth.columns(of: row.title) : nil
      body.append((mark.text + row.title, columns))
    }
    body += buttons.map { ($0.isEnabled ? "[ \($0.title) ]" : "( \($0.title) )", nil) }
    return body
  }

  /// Each text wrapped to `inner` columns, each line of it between the box's sides; each line
  /// is measured once.
  private static func sides(_ texts: [(text: String, columns: Int?)], inner: Int) -> [String] {
    var lines: [String] = []
    for (text, columns) in texts {
      for line in TerminalWidth.measuredLines(text, to: inner, columns: columns) {
        let padding = String(repeating: " ", count: max(0, inner - line.columns))
        lines.append("│ \(line.text)\(padding) │")
      }
    }
    return lines
  }
}
