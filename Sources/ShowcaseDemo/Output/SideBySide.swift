import ShowcaseSupport
import Tracing
import ViewKit

/// Screens side by side under their variants' names, as many to a row as fit, each over its
/// messages if given. No line has trailing spaces: a terminal, a file and a slide agree.
enum SideBySide {
  struct Column: Sendable, Equatable {
    var name: String
    var snapshot: ScreenSnapshot
    var isMarked = false
    var flow: [Hop]?
  }

  /// A screen's box, and the space between two.
  static let boxWidth = 28
  static let gap = 2
  static let mark = "✗"
  /// The widest a column grows for its flow, when the width leaves room beside the screens.
  static let flowWidth = 40

  static func lines(_ columns: [Column], width: Int, style: Style = .plain) -> [String] {
    let box = min(boxWidth, max(ScreenSnapshot.minimumWidth, width))
    let perRow = max(1, (width + gap) / (box + gap))
    // Flows take the room a row leaves, up to `flowWidth`; the screens keep their width.
    let shown = min(perRow, max(1, columns.count))
    let column =
      columns.contains { $0.flow != nil }
      ? max(box, min(flowWidth, (width + gap) / shown - gap)) : box
    var lines = Array(
      stride(from: 0, to: columns.count, by: perRow).map { start in
        rowLines(
          Array(columns[start..<min(start + perRow, columns.count)]), box: box, column: column,
          style: style)
      }.joined(separator: [""]))
    if columns.contains(where: { $0.flow?.contains(where: \.isDerived) ?? false }) {
      lines += TerminalWidth.wrapped(Hop.derivedLegend, to: width)
    }
    return lines
  }

  private static func rowLines(_ row: [Column], box: Int, column: Int, style: Style) -> [String] {
    let headers = row.map { column in
      let plain = column.isMarked ? "\(mark) \(column.name)" : column.name
      let fitted = String(TerminalWidth.prefix(plain, fitting: box))
      return column.isMarked ? style.alert(fitted) : fitted
    }
    // Every line of a box is as wide as the box (`renderedLines` pads each line to it), so only
    // the headers and the flows are measured: a screen of many rows is measured once, not twice.
    let cells = row.map { shown in
      shown.snapshot.renderedLines(width: box).map { TextTable.Cell(text: $0, width: box) }
        + TextTable.measured([shown.flow.map { FlowLines.lines($0, width: column) } ?? []])[0]
    }
    let height = cells.map(\.count).max() ?? 0
    let empty = TextTable.Cell(text: "", width: 0)
    let lines = (0..<height).map { index in cells.map { index < $0.count ? $0[index] : empty } }
    let table = TextTable(
      widths: Array(repeating: column, count: row.count),
      separator: String(repeating: " ", count: gap))
    return table.lines(measured: TextTable.measured([headers]) + lines)
  }
}
