import ShowcaseCore
import Tracing
import ViewKit

/// `showcase diff` as text: under a heading per role, the two variants' files in two columns
/// (`CodeColumns`, so long lines wrap within their column); and as Markdown: a table of the
/// pairs, then each role's files one after the other.
enum DiffText {
  static func columns(_ diff: RoleDiff, width: Int) -> [String] {
    let columnWidth = CodeColumns.columnWidth(count: 2, width: width)
    let tableWidth = columnWidth * 2 + CodeColumns.gap.count
    var lines = [diff.title, ""]
    for row in diff.rows {
      lines += TerminalWidth.wrapped("\(row.kind.title): \(row.kind.summary)", to: tableWidth)
      lines.append(String(repeating: "═", count: tableWidth))
      lines += CodeColumns.lines(
        [
          cell(diff.left.variant, row.left, width: columnWidth),
          cell(diff.right.variant, row.right, width: columnWidth),
        ], width: width)
      lines.append("")
    }
    return lines
  }

  /// One side of a row: the variant's name, then each file under its name, or the note.
  private static func cell(_ variant: String, _ side: RoleDiff.Side, width: Int) -> [String] {
    var lines = [variant]
    switch side {
    case .files(let files):
      for (index, file) in files.enumerated() {
        if index > 0 { lines.append("") }
        lines += [file.name, String(repeating: "─", count: width)] + codeLines(file.text)
      }
    case .note(let note):
      lines += [String(repeating: "─", count: width)] + TerminalWidth.wrapped(note, to: width)
    }
    return lines
  }

  /// A file's lines, without the empty one after its last line break.
  static func codeLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  static func markdown(_ diff: RoleDiff) -> [String] {
    let left = diff.left.variant
    let right = diff.right.variant
    var lines = ["# \(diff.title)", "", "| Role | \(left) | \(right) |", "| --- | --- | --- |"]
    for row in diff.rows {
      lines.append("| \(row.kind.title) | \(summary(row.left)) | \(summary(row.right)) |")
    }
    for row in diff.rows {
      lines += ["", "## \(row.kind.title): \(row.kind.summary)"]
      for (variant, side) in [(left, row.left), (right, row.right)] {
        switch side {
        case .files(let files):
          for file in files {
            lines += ["", "### \(variant): `\(file.name)`", "", "```swift"]
            lines += codeLines(file.text) + ["```"]
          }
        case .note(let note): lines += ["", "### \(variant)", "", "_\(note)_"]
        }
      }
    }
    return lines
  }

  /// A side in the table: its files' names, or its note.
  private static func summary(_ side: RoleDiff.Side) -> String {
    switch side {
    case .files(let files): files.map { "`\($0.name)`" }.joined(separator: ", ")
    case .note(let note): "_\(note.replacing("|", with: "\\|"))_"
    }
  }
}
