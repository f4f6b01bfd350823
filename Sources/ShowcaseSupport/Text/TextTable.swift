import ViewKit

/// Lays rows of text out in columns, the one way every table of the runner is printed: the
/// report's tables, both benches, compare-tests' columns and the screens side by side. Each
/// column is as wide as its widest cell, or as wide as it is told; a cell is padded on its right
/// or, for numbers, on its left; no line ends in spaces, so the output is the same in a terminal,
/// a file and a slide. Widths are terminal columns, so cells of any script line up.
package struct TextTable {
  package enum Alignment: Sendable {
    case left
    case right
  }

  /// How each column is aligned; a column with no entry is aligned left.
  var alignments: [Alignment] = []
  /// The width of each column; `nil`: as wide as its widest cell.
  var widths: [Int]?
  /// What stands between two columns.
  var separator = "  "

  package init(
    alignments: [TextTable.Alignment] = [], widths: [Int]? = nil, separator: String = "  "
  ) {
    self.alignments = alignments
    self.widths = widths
    self.separator = separator
  }

  /// Each row as one line.
  package func lines(_ rows: [[String]]) -> [String] {
    let widths = widths ?? columnWidths(rows)
    return rows.map { cells in
      let padded = cells.indices.map { column in
        let cell = cells[column]
        let width = column < widths.count ? widths[column] : 0
        let padding = String(repeating: " ", count: max(0, width - Self.visibleWidth(of: cell)))
        let alignment = column < alignments.count ? alignments[column] : .left
        return alignment == .left ? cell + padding : padding + cell
      }
      return Self.trimmingTrailingSpaces(padded.joined(separator: separator))
    }
  }

  /// A header line, a rule of dashes as wide as the table, then each row as one line.
  func lines(header: [String], rows: [[String]]) -> [String] {
    let widths = widths ?? columnWidths([header] + rows)
    var table = self
    table.widths = widths
    let gaps = Self.visibleWidth(of: separator) * max(0, widths.count - 1)
    let total = widths.reduce(0, +) + gaps
    let lines = table.lines([header] + rows)
    return [lines[0], String(repeating: "-", count: total)] + lines.dropFirst()
  }

  private func columnWidths(_ rows: [[String]]) -> [Int] {
    let count = rows.map(\.count).max() ?? 0
    return (0..<count).map { column in
      rows.map { column < $0.count ? Self.visibleWidth(of: $0[column]) : 0 }.max() ?? 0
    }
  }

  /// How many columns `text` takes on a terminal (`TerminalWidth`), less the colour codes
  /// (`ESC [ … m`) that `Style` adds.
  static func visibleWidth(of text: String) -> Int {
    var width = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character == "m" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        width += TerminalWidth.columns(of: character)
      }
    }
    return width
  }

  /// `line` without the spaces at its end.
  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}
