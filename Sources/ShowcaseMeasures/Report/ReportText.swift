import Foundation
import ShowcaseSupport

/// The report as a person or a tool reads it: the tables as aligned text or Markdown under
/// their titles, with the notes; or the figures as JSON.
enum ReportText {
  static func render(_ tables: ReportTables, markdown: Bool) -> String {
    var sections: [(String, ReportTable)] = [
      ("Static figures, read from the sources", tables.staticTable),
      ("Code lines per production file", tables.files),
      ("Test doubles each suite declares", tables.doubles),
      ("Scenarios tested (\"no view\": the test's file does not import ViewKit)", tables.scenarios),
    ]
    if !tables.dynamic.isEmpty {
      sections.append(
        ("Dynamic figures, this machine (each suite run alone with coverage)", tables.dynamicTable))
    }
    var text = sections.map { title, table in
      markdown ? "### \(title)\n\n\(table.markdown)" : "\(title)\n\n\(table.text)"
    }
    .joined(separator: "\n\n")
    let notes = tables.dynamicNotes
    if !notes.isEmpty {
      text += "\n\n" + notes.map { markdown ? "- \($0)" : $0 }.joined(separator: "\n")
    }
    text +=
      "\n\n"
      + "Tests count @Test functions; a parameterized test counts once. "
      + "Docs/Testability.md says how each figure is measured."
    return text
  }

  /// The report as JSON: each variant's figures as measured, plus the summary the tables show.
  static func json(_ tables: ReportTables) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let report = JSONReport(
      specIDs: tables.specIDs,
      variants: tables.figures.map {
        JSONReport.Entry(
          name: $0.variant, summary: JSONReport.Summary($0, dynamic: tables.dynamic[$0.variant]),
          staticFigures: $0, dynamicFigures: tables.dynamic[$0.variant])
      })
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }
}
