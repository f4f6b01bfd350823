import Testing
import ViewKit

@testable import ShowcaseSupport

/// Tables built a line at a time from measured cells, spaces written only before text, are the
/// tables of the plain way: each cell padded, the cells joined, the spaces at the end trimmed.
@Suite("Text tables")
struct TextTableTests {
  /// Cells that test padding and trimming: empty, ending in spaces, wide, coloured, a mark
  /// that joins what comes before it, and a sign that joins the space after it.
  static let cells = [
    "", "a", "ab  ", " x", "张伟", "e\u{301}", "\u{1B}[31m✗ Fake\u{1B}[0m", "• Row", "│ x │",
    "\u{600}", "  ",
  ]

  /// What the table was before: pad each cell, join, trim the spaces at the end.
  private static func plainLine(_ row: [String], widths: [Int], table: TextTable) -> String {
    let padded = row.indices.map { column in
      let width = column < widths.count ? widths[column] : 0
      let cell = row[column]
      let padding = String(
        repeating: " ", count: max(0, width - TextTable.visibleWidth(of: cell)))
      let alignment = column < table.alignments.count ? table.alignments[column] : .left
      return alignment == .left ? cell + padding : padding + cell
    }
    var line = Substring(padded.joined(separator: table.separator))
    while line.last == " " { line.removeLast() }
    return String(line)
  }

  @Test(
    "every row of one to three cells is laid out as the plain way lays it out",
    arguments: ["  ", " │ ", ""])
  func linesAreThePlainOnes(separator: String) {
    // Given
    let rows = Self.cells.flatMap { first in
      Self.cells.flatMap { second in
        [[first], [first, second]] + Self.cells.map { [first, second, $0] }
      }
    }
    let tables = [
      TextTable(separator: separator),
      TextTable(alignments: [.right, .left, .right], widths: [12, 3, 8], separator: separator),
    ]

    for table in tables {
      // When
      let lines = table.lines(rows)

      // Then
      let widths =
        table.widths
        ?? (0..<3).map { column in
          rows.map { column < $0.count ? TextTable.visibleWidth(of: $0[column]) : 0 }.max() ?? 0
        }
      let plain = rows.map { Self.plainLine($0, widths: widths, table: table) }
      let differing = rows.indices.filter { lines[$0] != plain[$0] }.prefix(3)
      #expect(differing.isEmpty, "\(differing.map { (rows[$0], lines[$0], plain[$0]) })")
    }
  }

  @Test("cells measured beforehand make the same lines as cells measured by the table")
  func measuredCellsMakeTheSameLines() {
    // Given
    let rows = [["MVC", "Fake"], ["│ • Math │", ""], ["", "\u{1B}[31m✗\u{1B}[0m MVP"]]
    let table = TextTable(widths: [12, 12])

    // Then
    #expect(table.lines(measured: TextTable.measured(rows)) == table.lines(rows))
    #expect(TextTable.measured(rows)[2][1].width == 5)
  }

  @Test("the widths of coloured text leave out its colour codes")
  func visibleWidthSkipsColour() {
    #expect(TextTable.visibleWidth(of: "\u{1B}[31m✗ 张伟\u{1B}[0m") == 6)
    #expect(TextTable.visibleWidth(of: "✗ 张伟") == 6)
  }
}
