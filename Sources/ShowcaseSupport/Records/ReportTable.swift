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
