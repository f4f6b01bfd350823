import ViewKit

/// Lays rows of text out in columns, the one way every table of the runner is printed. Widths
/// are terminal columns, so cells of any script line up; no line ends in spaces.
package struct TextTable {
  package enum Alignment: Sendable {
    case left, right
  }

  /// A column with no entry is aligned left.
  var alignments: [Alignment] = []
  /// `nil`: each column as wide as its widest cell.
  var widths: [Int]?
  var separator = "  "

  package init(
    alignments: [TextTable.Alignment] = [], widths: [Int]? = nil, separator: String = "  "
  ) {
    self.alignments = alignments
    self.widths = widths
    self.separator = separator
  }

  /// A cell whose width is already known, so that it is not measured again.
  package struct Cell: Sendable, Equatable {
    package var text: String
    package var width: Int

    package init(text: String, width: Int) {
      self.text = text
      self.width = width
    }
  }

  package func lines(_ rows: [[String]]) -> [String] {
    lines(measured: Self.measured(rows))
  }

  package static func measured(_ rows: [[String]]) -> [[Cell]] {
    rows.map { $0.map { Cell(text: $0, width: visibleWidth(of: $0)) } }
  }

  package func lines(measured rows: [[Cell]]) -> [String] {
    let widths = widths ?? columnWidths(rows)
    return rows.map { line($0, widths: widths) }
  }

  /// Spaces are owed until text follows them, so that most lines never write the spaces they
  /// would then trim.
  private func line(_ cells: [Cell], widths: [Int]) -> String {
    var line = ""
    line.reserveCapacity(
      cells.reduce(separator.utf8.count * cells.count) { $0 + $1.text.utf8.count })
    var spaces = 0
    func write(_ text: String) {
      guard !text.isEmpty else { return }
      if spaces > 0 { line += String(repeating: " ", count: spaces) }
      spaces = 0
      line += text
    }
    let separatorIsSpaces = separator.utf8.allSatisfy { $0 == 0x20 }
    for (column, cell) in cells.enumerated() {
      if column > 0 {
        if separatorIsSpaces { spaces += separator.utf8.count } else { write(separator) }
      }
      let padding = max(0, (column < widths.count ? widths[column] : 0) - cell.width)
      let alignment = column < alignments.count ? alignments[column] : .left
      if alignment == .right { spaces += padding }
      write(cell.text)
      if alignment == .left { spaces += padding }
    }
    // After ASCII, the spaces owed are characters of their own and go. After other text, a
    // space might join the last character: they are written, then trimmed as characters.
    if spaces > 0, let last = line.utf8.last, last >= 0x80 {
      line += String(repeating: " ", count: spaces)
    }
    while line.utf8.last == 0x20, line.last == " " { line.removeLast() }
    return line
  }

  /// A header line, a rule of dashes as wide as the table, then each row as one line.
  func lines(header: [String], rows: [[String]]) -> [String] {
    let measured = Self.measured([header] + rows)
    let widths = widths ?? columnWidths(measured)
    var table = self
    table.widths = widths
    let gaps = Self.visibleWidth(of: separator) * max(0, widths.count - 1)
    let total = widths.reduce(0, +) + gaps
    let lines = table.lines(measured: measured)
    return [lines[0], String(repeating: "-", count: total)] + lines.dropFirst()
  }

  private func columnWidths(_ rows: [[Cell]]) -> [Int] {
    let count = rows.map(\.count).max() ?? 0
    return (0..<count).map { column in
      rows.map { column < $0.count ? $0[column].width : 0 }.max() ?? 0
    }
  }

  /// How many columns `text` takes on a terminal, less the colour codes (`ESC [ … m`).
  static func visibleWidth(of text: String) -> Int {
    TerminalWidth.columns(of: withoutEscapes(text))
  }

  /// The text without its colour and style escapes (`ESC [ … m`).
  package static func withoutEscapes(_ text: String) -> String {
    guard text.utf8.contains(0x1B) else { return text }
    var result = ""
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        if scalar == "m" { escaping = false }
      } else if scalar == "\u{1B}" {
        escaping = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// A table the report prints as aligned text or as Markdown.
package struct ReportTable: Sendable, Equatable {
  package let headers: [String]
  package let rows: [[String]]
  /// Whether the columns after the first hold numbers or marks: right-aligned in text, `--:`
  /// in Markdown.
  var rightAlignsValues = true

  package init(headers: [String], rows: [[String]], rightAlignsValues: Bool = true) {
    self.headers = headers
    self.rows = rows
    self.rightAlignsValues = rightAlignsValues
  }

  package var markdown: String {
    let separator = headers.indices.map { $0 == 0 || !rightAlignsValues ? "---" : "--:" }
    return ([headers, separator] + rows)
      .map { "| " + $0.joined(separator: " | ") + " |" }
      .joined(separator: "\n")
  }

  package var text: String {
    let values: TextTable.Alignment = rightAlignsValues ? .right : .left
    let alignments = [.left] + Array(repeating: values, count: max(0, headers.count - 1))
    return TextTable(alignments: alignments).lines(header: headers, rows: rows)
      .joined(separator: "\n")
  }
}
