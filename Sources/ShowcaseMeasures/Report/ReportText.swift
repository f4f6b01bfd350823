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

  /// Each variant's figures as measured, plus the summary the tables show.
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

/// The JSON shape of `showcase report --format json`.
struct JSONReport: Encodable {
  struct Summary: Encodable {
    let productionLines: Int
    let types: Int
    let protocols: Int
    let testLines: Int
    let tests: Int
    let parameterizedTests: Int
    let doubles: Int
    let setupLinesPerTest: Double
    let assertionsPerTest: Double
    let scenariosCovered: Int
    let scenariosViewFree: Int
    let lineCoveragePercent: Double?
    let runnerSeconds: Double?

    init(_ figures: StaticFigures, dynamic: DynamicFigures?) {
      productionLines = figures.productionLines
      types = figures.types
      protocols = figures.protocols
      testLines = figures.testLines
      tests = figures.testCount
      parameterizedTests = figures.parameterizedCount
      doubles = figures.doubles.count
      setupLinesPerTest = (figures.setupLinesPerTest * 100).rounded() / 100
      assertionsPerTest = (figures.assertionsPerTest * 100).rounded() / 100
      scenariosCovered = figures.scenariosCovered.count
      scenariosViewFree = figures.scenariosViewFree.count
      lineCoveragePercent = dynamic?.linePercent.map { ($0 * 100).rounded() / 100 }
      runnerSeconds = dynamic?.runnerSeconds
    }
  }

  struct Entry: Encodable {
    let name: String
    let summary: Summary
    let staticFigures: StaticFigures
    let dynamicFigures: DynamicFigures?

    enum CodingKeys: String, CodingKey {
      case name, summary
      case staticFigures = "static"
      case dynamicFigures = "dynamic"
    }
  }

  let specIDs: [String]
  let variants: [Entry]
}

/// What the report measures by running a variant's unit suite alone: line coverage of the
/// variant's target and the suite's wall time. Both vary with the machine and the toolchain,
/// so they are printed, never written into checked regions.
struct DynamicFigures: Sendable, Equatable, Codable {
  /// `passed`, `failed` (a test failed or none ran) or `not run` (the build failed).
  let status: String
  let executableLines: Int?
  let coveredLines: Int?
  /// The test runner's own figure: Swift Testing's "Test run … after N seconds".
  let runnerSeconds: Double?
  /// The whole `swift test --skip-build` process: launch, discovery and coverage export too.
  let processSeconds: Double?
  let note: String?

  static func notRun(_ note: String) -> DynamicFigures {
    DynamicFigures(
      status: "not run", executableLines: nil, coveredLines: nil, runnerSeconds: nil,
      processSeconds: nil, note: note)
  }

  var linePercent: Double? {
    guard let executableLines, let coveredLines, executableLines > 0 else { return nil }
    return Double(coveredLines) * 100 / Double(executableLines)
  }
}
