import ShowcaseCore
import ShowcaseSupport
import Tracing
import ViewKit

/// `showcase diff` as text, the two sides in columns (`CodeColumns`), or as Markdown.
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

  private static func summary(_ side: RoleDiff.Side) -> String {
    switch side {
    case .files(let files): files.map { "`\($0.name)`" }.joined(separator: ", ")
    case .note(let note): "_\(note.replacing("|", with: "\\|"))_"
    }
  }
}

/// `showcase diff --format html`: the pairs, a row per role, then a slide per role.
extension DiffText {
  static func html(_ diff: RoleDiff) -> String {
    let overview = SlideDeck.Slide(
      id: "roles", label: "Roles", code: nil,
      caption: "Paired by the kind of work each role does; a slide per row.",
      content: table(diff))
    let slides = diff.rows.map { row in
      let id = "role-" + row.kind.rawValue.replacing(" ", with: "-")
      return SlideDeck.Slide(
        id: id, label: row.kind.title, code: nil, caption: row.kind.summary,
        content: Markup.element(
          "div", ["class": "columns"],
          [
            column(diff.left.variant, row.left, id: "\(id)-left", in: id),
            column(diff.right.variant, row.right, id: "\(id)-right", in: id),
          ].joined(separator: "\n")))
    }
    return SlideDeck(
      title: diff.title,
      summary: "\(diff.rows.count) roles. \(diff.summary)", slides: [overview] + slides
    ).html()
  }

  private static func column(_ variant: String, _ side: RoleDiff.Side, id: String, in slide: String)
    -> String
  {
    let content: [String]
    switch side {
    case .files(let files):
      content = files.flatMap { file in
        [
          Markup.element("p", ["class": "file"], text: file.name),
          Markup.element(
            "pre", ["class": "code"], text: codeLines(file.text).joined(separator: "\n")),
        ]
      }
    case .note(let note): content = [Markup.element("p", ["class": "note"], text: note)]
    }
    return SlideDeck.column(id: id, in: slide, title: variant, content: content)
  }

  private static func table(_ diff: RoleDiff) -> String {
    func cell(_ side: RoleDiff.Side) -> String {
      switch side {
      case .files(let files):
        Markup.element(
          "td", [:], files.map { Markup.element("code", text: $0.name) }.joined(separator: " "))
      case .note(let note): Markup.element("td", ["class": "note"], text: note)
      }
    }
    let header = Markup.element(
      "tr", [:],
      ["Role", diff.left.variant, diff.right.variant].map { Markup.element("th", text: $0) }
        .joined())
    let rows = diff.rows.map { row in
      Markup.element(
        "tr", [:], Markup.element("th", text: row.kind.title) + cell(row.left) + cell(row.right))
    }
    return Markup.element("table", ["class": "roles"], ([header] + rows).joined(separator: "\n"))
  }
}
