import Foundation
import ShowcaseCore
import ShowcaseLab
import ShowcaseSupport

/// The report's tables, built from the figures. Each static table can fill a marked region of
/// a Markdown file; the dynamic one is only ever printed.
struct ReportTables {
  let specIDs: [String]
  let figures: [StaticFigures]
  let dynamic: [String: DynamicFigures]
  /// The regions' contents by name, besides the tables: each from a record or a real run.
  var texts: [String: String] = [:]

  func content(for name: String) -> String? {
    region(name)?.markdown ?? texts[name]
  }

  /// In the order `--write` documents them.
  static var regionNames: [String] {
    ["headline", "static", "files", "doubles", "scenarios", "responsibilities"]
      + Variant.all.map { "figures-\($0.id)" } + Variant.all.map { "trace-\($0.id)" }
      + Variant.all.map { "where-\($0.id)" }
      + [
        "demo", "mutation", "bughunt", BugHuntRecord.verdictsRegionName,
        RefactoringRecord.regionName, RefactoringRecord.catalogueRegionName, "workshop-summary",
        "workshop-<exercise>", "patterns",
        "pattern-pages", "role-files", "rules", "forms", MutationRecord.exampleRegionName,
        BugHuntRecord.exampleRegionName, RefactoringRecord.exampleRegionName,
      ]
  }

  func region(_ name: String) -> ReportTable? {
    if name.hasPrefix("figures-") {
      let id = String(name.dropFirst("figures-".count))
      let variant = Variant.named(id)?.name
      return figures.first { $0.variant == variant }.map(variantFigures)
    }
    return switch name {
    case "headline": headline
    case "static": staticTable
    case "files": files
    case "doubles": doubles
    case "scenarios": scenarios
    default: nil
    }
  }

  private var variantHeaders: [String] { ["Figure"] + figures.map(\.variant) }

  var headline: ReportTable {
    ReportTable(
      headers: variantHeaders,
      rows: [
        row("Production code lines") { "\($0.productionLines)" },
        row("Types (of which protocols)") { "\($0.types) (\($0.protocols))" },
        row("Unit tests") { "\($0.testCount)" },
        row("Test doubles written") { "\($0.doubles.count)" },
        row("Scenarios tested without a view") { ofTheSpec($0.scenariosViewFree) },
      ])
  }

  var staticTable: ReportTable {
    ReportTable(
      headers: variantHeaders,
      rows: [
        row("Production code lines") { "\($0.productionLines)" },
        row("Production files") { "\($0.productionFiles.count)" },
        row("Types") { "\($0.types)" },
        row("Protocols") { "\($0.protocols)" },
        row("Unit-test code lines") { "\($0.testLines)" },
        row("Unit tests") { "\($0.testCount)" },
        row("Test doubles written") { "\($0.doubles.count)" },
        row("Setup lines per test (mean)") { NumberText.decimal($0.setupLinesPerTest) },
        row("Assertions per test (mean)") { NumberText.decimal($0.assertionsPerTest) },
        row("Scenarios covered") { ofTheSpec($0.scenariosCovered) },
        row("Scenarios tested without a view") { ofTheSpec($0.scenariosViewFree) },
        row("Unit-suite fingerprint") { $0.suiteFingerprint },
      ])
  }

  /// For a variant's own page in Docs/: the counts its prose may lean on.
  func variantFigures(_ figure: StaticFigures) -> ReportTable {
    let largest = figure.productionFiles.max { $0.codeLines < $1.codeLines }
    let largestName = largest.map { ($0.path as NSString).lastPathComponent } ?? "none"
    return ReportTable(
      headers: ["Figure", figure.variant],
      rows: [
        ["Production files", "\(figure.productionFiles.count)"],
        ["Production code lines", "\(figure.productionLines)"],
        ["Largest file", "\(largestName) (\(largest?.codeLines ?? 0) lines)"],
        ["Types (of which protocols)", "\(figure.types) (\(figure.protocols))"],
        ["Unit tests", "\(figure.testCount)"],
        ["Unit-test code lines", "\(figure.testLines)"],
        ["Test doubles written", "\(figure.doubles.count)"],
        ["Scenarios tested without a view", ofTheSpec(figure.scenariosViewFree)],
      ])
  }

  var files: ReportTable {
    ReportTable(
      headers: ["Variant", "File", "Code lines"],
      rows: figures.flatMap { figure in
        figure.productionFiles.map { [figure.variant, $0.path, "\($0.codeLines)"] }
      }, rightAlignsValues: false)
  }

  var doubles: ReportTable {
    ReportTable(
      headers: ["Variant", "Count", "Test doubles written"],
      rows: figures.map { figure in
        [
          figure.variant, "\(figure.doubles.count)",
          figure.doubles.isEmpty ? "none" : figure.doubles.joined(separator: ", "),
        ]
      }, rightAlignsValues: false)
  }

  var scenarios: ReportTable {
    ReportTable(
      headers: ["Scenario"] + figures.map(\.variant),
      rows: specIDs.map { id in
        [id]
          + figures.map { figure in
            guard figure.scenariosCovered.contains(id) else { return "–" }
            return figure.scenariosViewFree.contains(id) ? "no view" : "view"
          }
      })
  }

  var dynamicTable: ReportTable {
    ReportTable(
      headers: variantHeaders,
      rows: [
        dynamicRow("Suite run") { $0.status },
        dynamicRow("Line coverage by own suite") { figures in
          guard let percent = figures.linePercent, let covered = figures.coveredLines,
            let executable = figures.executableLines
          else { return "n/a" }
          return "\(NumberText.decimal(percent))% (\(covered)/\(executable))"
        },
        dynamicRow("Suite time, runner's figure") { figures in
          figures.runnerSeconds.map { NumberText.decimal($0, places: 3) + " s" } ?? "n/a"
        },
        dynamicRow("swift test process time") { figures in
          figures.processSeconds.map { NumberText.decimal($0) + " s" } ?? "n/a"
        },
      ])
  }

  var dynamicNotes: [String] {
    figures.compactMap { figure in
      dynamic[figure.variant]?.note.map { "\(figure.variant): \($0)" }
    }
  }

  /// `21 of 25`.
  private func ofTheSpec(_ ids: [String]) -> String {
    "\(ids.count) of \(specIDs.count)"
  }

  private func row(_ title: String, _ value: (StaticFigures) -> String) -> [String] {
    [title] + figures.map(value)
  }

  private func dynamicRow(_ title: String, _ value: (DynamicFigures) -> String) -> [String] {
    [title] + figures.map { dynamic[$0.variant].map(value) ?? "n/a" }
  }
}
