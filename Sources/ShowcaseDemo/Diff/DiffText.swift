import ShowcaseCore
import ShowcaseSupport
import Tracing
import ViewKit

/// `showcase diff` as text: the title and what each side counts, then under a heading per role
/// the two variants' files in two columns (`CodeColumns`: long lines wrap between tokens, and a
/// width too narrow for two sets one under the other); and as Markdown: a table of the pairs,
/// then each role's files one after the other.
enum DiffText {
  /// The narrowest a column of code is set beside another; narrower, they go one under the other.
  static let minimumColumn = 30

  static func columns(_ diff: RoleDiff, width: Int) -> [String] {
    let layout = CodeColumns.Layout(count: 2, width: width, minimum: minimumColumn)
    let tableWidth = layout.bandWidth
    var lines = LineWrap.hanging(diff.title, width: width)
    lines += LineWrap.hanging(diff.summary, width: width)
    lines.append("")
    for row in diff.rows {
      lines += LineWrap.hanging("\(row.kind.title): \(row.kind.summary)", width: tableWidth)
      lines.append(String(repeating: "═", count: tableWidth))
      lines += CodeColumns.lines(
        [
          cell(diff.left.variant, row.left, layout: layout),
          cell(diff.right.variant, row.right, layout: layout),
        ], layout: layout)
      lines.append("")
    }
    return lines
  }

  /// One side of a row: the variant's name, then each file under its name, or the note.
  private static func cell(_ variant: String, _ side: RoleDiff.Side, layout: CodeColumns.Layout)
    -> [String]
  {
    var lines = [variant]
    switch side {
    case .files(let files):
      for (index, file) in files.enumerated() {
        if index > 0 { lines.append("") }
        lines += [file.name, layout.rule] + codeLines(file.text)
      }
    case .note(let note):
      lines += [layout.rule] + TerminalWidth.wrapped(note, to: layout.columnWidth)
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
    var lines = [
      "# \(diff.title)", "", diff.summary, "", "| Role | \(left) | \(right) |",
      "| --- | --- | --- |",
    ]
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
