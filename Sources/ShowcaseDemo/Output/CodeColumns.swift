import ShowcaseSupport
import ViewKit

/// Code set in columns of equal width, side by side, as `compare-tests` and `diff` print it:
/// a line too long for its column wraps, and each piece after the first starts with `↪`.
/// Widths are terminal columns (`TerminalWidth`), so text of any script stays in its column.
package enum CodeColumns {
  /// What stands between two columns.
  static let gap = " │ "

  /// The width of each of `count` columns within `width`, never under 20.
  package static func columnWidth(count: Int, width: Int) -> Int {
    max(20, (width - gap.count * max(0, count - 1)) / max(1, count))
  }

  /// Each column's lines wrapped to its width, the columns side by side.
  package static func lines(_ columns: [[String]], width: Int) -> [String] {
    let columnWidth = columnWidth(count: columns.count, width: width)
    let cells = columns.map { $0.flatMap { wrap($0, width: columnWidth) } }
    let height = cells.map(\.count).max() ?? 0
    let rows = (0..<height).map { row in cells.map { row < $0.count ? $0[row] : "" } }
    return TextTable(widths: Array(repeating: columnWidth, count: cells.count), separator: gap)
      .lines(rows)
  }

  /// Splits a line wider than `width` at its last space that fits in the second half of the
  /// column (or between two characters when there is none); continuation pieces start with `↪ `.
  static func wrap(_ line: String, width: Int) -> [String] {
    var pieces: [String] = []
    var rest = Substring(line)
    var room = width
    while TerminalWidth.columns(of: rest) > room {
      let window = TerminalWidth.prefix(rest, fitting: room)
      let cut =
        window.lastIndex(of: " ").flatMap { space in
          // A break early in the line wastes the column: cut the word instead.
          TerminalWidth.columns(of: window[..<space]) >= room / 2 ? space : nil
        } ?? (window.isEmpty ? rest.index(after: rest.startIndex) : window.endIndex)
      pieces.append((pieces.isEmpty ? "" : "↪ ") + rest[..<cut])
      rest = rest[cut...].drop { $0 == " " }
      room = width - 2
    }
    if pieces.isEmpty || !rest.isEmpty { pieces.append((pieces.isEmpty ? "" : "↪ ") + rest) }
    return pieces
  }
}
