import ShowcaseSupport
import ViewKit

/// Code in columns of equal width, as `compare-tests` and `diff` print it: in bands, one under
/// the other, when not all fit; a long line wraps between tokens (`LineWrap`).
package enum CodeColumns {
  static let gap = " │ "

  /// How `count` columns share a width: how many stand side by side in a band, and how wide
  /// each is. Each column is at least `minimum` wide, unless the width holds less.
  package struct Layout: Sendable, Equatable {
    package let perBand: Int
    package let columnWidth: Int

    package init(count: Int, width: Int, minimum: Int) {
      let gapWidth = CodeColumns.gap.count
      let fit = (width + gapWidth) / (max(1, minimum) + gapWidth)
      perBand = max(1, min(max(1, count), fit))
      columnWidth = max(1, (width - gapWidth * (perBand - 1)) / perBand)
    }

    package var bandWidth: Int {
      columnWidth * perBand + CodeColumns.gap.count * (perBand - 1)
    }

    package var rule: String { String(repeating: "─", count: columnWidth) }
  }

  /// The columns in bands as `layout` says, each line wrapped to its column, a blank line
  /// between two bands.
  package static func lines(_ columns: [[String]], layout: Layout) -> [String] {
    let width = layout.columnWidth
    return Array(
      stride(from: 0, to: columns.count, by: layout.perBand).map { start in
        let cells = columns[start..<min(start + layout.perBand, columns.count)]
          .map { $0.flatMap { LineWrap.code($0, width: width) } }
        let height = cells.map(\.count).max() ?? 0
        let rows = (0..<height).map { row in cells.map { row < $0.count ? $0[row] : "" } }
        return TextTable(widths: Array(repeating: width, count: cells.count), separator: gap)
          .lines(rows)
      }.joined(separator: [""]))
  }
}
