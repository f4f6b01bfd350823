import ViewKit

/// Lays screens out next to each other, one column per variant under its name, as many to a
/// row as the width allows; the rest go below. Lines carry no trailing spaces, so the output is
/// the same in a terminal, a file and a slide.
enum SideBySide {
  /// One variant's screen, and whether it is marked as differing from the others.
  struct Column: Sendable, Equatable {
    var name: String
    var snapshot: ScreenSnapshot
    var isMarked: Bool

    init(name: String, snapshot: ScreenSnapshot, isMarked: Bool = false) {
      self.name = name
      self.snapshot = snapshot
      self.isMarked = isMarked
    }
  }

  /// The width of one screen's box.
  static let boxWidth = 28
  /// The space between two boxes.
  static let gap = 2
  /// What marks a screen that differs from the first variant's.
  static let mark = "✗"

  /// The lines that show `columns` within `width` characters; `style` may colour the marks.
  static func lines(_ columns: [Column], width: Int, style: Style = .plain) -> [String] {
    let box = min(boxWidth, max(ScreenSnapshot.minimumWidth, width))
    let perRow = max(1, (width + gap) / (box + gap))
    var lines: [String] = []
    var start = 0
    while start < columns.count {
      let row = Array(columns[start..<min(start + perRow, columns.count)])
      if start > 0 { lines.append("") }
      lines += rowLines(row, box: box, style: style)
      start += perRow
    }
    return lines
  }

  private static func rowLines(_ row: [Column], box: Int, style: Style) -> [String] {
    let headers = row.map { column in
      let plain = column.isMarked ? "\(mark) \(column.name)" : column.name
      let fitted = String(TerminalWidth.prefix(plain, fitting: box))
      return column.isMarked ? style.alert(fitted) : fitted
    }
    let boxes = row.map { $0.snapshot.renderedLines(width: box) }
    let height = boxes.map(\.count).max() ?? 0
    let lines = (0..<height).map { index in boxes.map { index < $0.count ? $0[index] : "" } }
    let table = TextTable(
      widths: Array(repeating: box, count: row.count),
      separator: String(repeating: " ", count: gap))
    return table.lines([headers] + lines)
  }
}
