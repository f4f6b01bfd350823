import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The outcome of the last refactoring run, committed as `Docs/refactoring.json`, with a
/// fingerprint per variant of the code, the suites and the catalogue it was measured on.
/// `refactor --write` records it and fills the `refactoring` region of Docs/Comparison.md, the
/// `refactors-catalogue` region of Docs/Refactoring.md and Docs/Runner.md's example run;
/// `report --check` fails when a fingerprint no longer matches, without running anything.
package struct RefactoringRecord: Sendable, Equatable, Codable {
  typealias Measured = VariantFingerprint

  /// One refactor, as the tables show it, with a result per variant.
  struct Entry: CatalogueRecordEntry {
    let refactor: String
    let title: String
    let kind: String
    var results: [RefactorResult]

    var id: String { refactor }
  }

  var variants: [Measured]
  var refactors: [Entry]

  var entries: [Entry] {
    get { refactors }
    set { refactors = newValue }
  }

  package static let path = "Docs/refactoring.json"
  package static let regionName = "refactoring"
}

extension RefactoringRecord: CatalogueRecord {
  package static let command = "refactor"
  package static let unrecorded =
    "No refactoring run recorded: run `swift run showcase refactor --write`."

  /// The summary, then the kinds.
  package static func region(_ record: RefactoringRecord) -> String {
    RefactorTable.summary(record).markdown + "\n\n" + RefactorTable.byKind(record).markdown
  }

  /// The region of Docs/Refactoring.md that shows each refactor and what it broke.
  package static let catalogueRegionName = "refactors-catalogue"

  /// A refactor a row, a variant a column.
  package static func catalogueRegion(_ record: RefactoringRecord) -> String {
    RefactorTable.perRefactor(record).markdown
  }

  package static func otherRegions(_ record: RefactoringRecord) -> [RecordRegion] {
    [
      ("Docs/Refactoring.md", catalogueRegionName, catalogueRegion(record)),
      ("Docs/Runner.md", exampleRegionName, example(record)),
    ]
  }

  static let runName = "the refactoring run"

  init(variants: [Measured], entries: [Entry]) { self.init(variants: variants, refactors: entries) }

  static func entry(_ outcome: RefactorRun.Outcome) -> Entry {
    Entry(
      refactor: outcome.entry.id, title: outcome.entry.title, kind: outcome.entry.kind,
      results: outcome.results)
  }

  /// Everything a result holds, in one line.
  static func describe(_ result: RefactorResult) -> String {
    if let reason = result.notApplicable { return "not applicable: \(reason)" }
    guard !result.breaksNothing else { return "broke nothing" }
    var parts: [String] = []
    if !result.brokenFiles.isEmpty {
      parts.append(
        "\(result.brokenFiles.joined(separator: ", ")) no longer build"
          + (result.doesNotCompile.isEmpty ? "" : " (\(quotedTests(result.doesNotCompile)))"))
    }
    if !result.fails.isEmpty { parts.append("fails \(quotedTests(result.fails))") }
    parts.append("repair \(result.repairLines) lines")
    return parts.joined(separator: "; ")
  }

  /// Read against the catalogue too: a changed refactor changes its fingerprint.
  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    let catalogue = try RefactorCatalogue.load(
      packageRoot: packageRoot, variants: variants, specIDs: [])
    return try staleness(catalogue: catalogue, variants: variants, packageRoot: packageRoot)
  }
}

/// The refactoring tables, as `showcase refactor` prints them and as the `refactoring` region
/// of Docs/Comparison.md and the `refactors-catalogue` region of Docs/Refactoring.md hold
/// them: what the same behaviour-preserving refactors cost each variant's unit suite.
enum RefactorTable {
  /// A variant a column: refactors applied, tests broken, refactors that broke nothing, and
  /// the test lines the reference repairs change.
  static func summary(_ record: RefactoringRecord) -> ReportTable {
    let names = record.variants.map(\.variant)
    func results(_ variant: String) -> [RefactorResult] {
      record.refactors.compactMap { $0.result(for: variant) }.filter(\.applies)
    }
    func row(_ title: String, _ value: ([RefactorResult]) -> String) -> [String] {
      [title] + names.map { value(results($0)) }
    }
    let total = record.refactors.count
    return ReportTable(
      headers: ["Figure"] + names,
      rows: [
        row("Refactors applied") { "\($0.count) of \(total)" },
        row("Tests broken, in all") { "\($0.map(\.brokenTests).reduce(0, +))" },
        row("… in files that no longer build") { "\($0.map(\.doesNotCompile.count).reduce(0, +))" },
        row("… that build and fail") { "\($0.map(\.fails.count).reduce(0, +))" },
        row("Tests broken per refactor applied (mean)") {
          mean($0.map(\.brokenTests).reduce(0, +), over: $0.count)
        },
        row("Refactors that broke nothing") {
          "\($0.filter(\.breaksNothing).count) of \($0.count)"
        },
        row("Test lines the reference repairs change") {
          "\($0.map(\.repairLines).reduce(0, +))"
        },
        ["Code, suites and catalogue fingerprint"] + record.variants.map(\.fingerprint),
      ])
  }

  /// What Kashiwa et al. ("Does Refactoring Break Tests and to What Extent?", ICSME 2021) found
  /// of a kind, as far as the comparison uses it.
  static func study(_ kind: String) -> String? {
    switch kind {
    case "Rename Attribute", "Rename Class": "breaks tests most often"
    case "Add Parameter", "Change Return Type": "costs the most repair lines"
    default: nil
    }
  }

  /// A kind of refactoring a row, every variant together, the kinds that break the most
  /// tests per application first: beside Kashiwa et al.'s ranking.
  static func byKind(_ record: RefactoringRecord) -> ReportTable {
    let rows = record.refactors.map(\.kind).eachOnce().map {
      kind -> (broken: Double, row: [String]) in
      let entries = record.refactors.filter { $0.kind == kind }
      let applied = entries.flatMap(\.results).filter(\.applies)
      let broken = applied.map(\.brokenTests).reduce(0, +)
      let lines = applied.map(\.repairLines).reduce(0, +)
      let row = [
        kind, entries.map(\.refactor).joined(separator: ", "), "\(applied.count)",
        "\(applied.filter { !$0.breaksNothing }.count)", "\(broken)",
        mean(broken, over: applied.count), mean(lines, over: applied.count),
        study(kind) ?? "—",
      ]
      return (applied.isEmpty ? 0 : Double(broken) / Double(applied.count), row)
    }
    return ReportTable(
      headers: [
        "Kind", "Refactors", "Applied", "Needed a repair in", "Tests broken",
        "Tests broken per application", "Repair lines per application", "Kashiwa et al.",
      ],
      rows: rows.enumerated().sorted {
        ($1.element.broken, $0.offset) < ($0.element.broken, $1.offset)
      }
      .map(\.element.row))
  }

  /// A refactor a row, a variant a column, each cell a `cell`.
  static func perRefactor(_ record: RefactoringRecord) -> ReportTable {
    let names = record.variants.map(\.variant)
    return ReportTable(
      headers: ["Refactor", "Kind"] + names,
      rows: record.refactors.map { entry in
        ["\(entry.refactor) \(entry.title)", entry.kind]
          + names.map { name in entry.result(for: name).map(cell) ?? "not measured" }
      }, rightAlignsValues: false)
  }

  /// `—` where the refactor does not apply, `0` where it broke nothing, else the tests in files
  /// that no longer build, the tests that fail, and the repair's lines:
  /// `14 unbuilt (1 file), 2 fail, 4 lines`.
  static func cell(_ result: RefactorResult) -> String {
    guard result.applies else { return "—" }
    guard !result.breaksNothing else { return "0" }
    var parts: [String] = []
    if !result.brokenFiles.isEmpty {
      let files = result.brokenFiles.count
      parts.append(
        "\(result.doesNotCompile.count) unbuilt (\(files) \(files == 1 ? "file" : "files"))")
    }
    if !result.fails.isEmpty { parts.append("\(result.fails.count) fail") }
    parts.append("\(result.repairLines) \(result.repairLines == 1 ? "line" : "lines")")
    return parts.joined(separator: ", ")
  }

  /// `1.5`: a total over a count, with one decimal; `—` over none.
  static func mean(_ total: Int, over count: Int) -> String {
    count == 0 ? "—" : NumberText.decimal(Double(total) / Double(count))
  }

  /// Every refactor, the summary and the kinds, then each refactor's broken tests.
  static func text(_ record: RefactoringRecord) -> [String] {
    var lines: [String] = []
    for table in [perRefactor(record), summary(record), byKind(record)] {
      lines += table.text.split(separator: "\n").map(String.init) + [""]
    }
    for entry in record.refactors {
      lines.append("\(entry.refactor) \(entry.title) (\(entry.kind))")
      for result in entry.results {
        lines.append("  \(result.variant): \(RefactoringRecord.describe(result))")
      }
    }
    return lines
  }
}
