import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The outcome of the last bug hunt, committed as `Docs/bughunt.json`, with a fingerprint per
/// variant of the code, the suites and the catalogue it was measured on. `bugs --write` records
/// it and fills the `bughunt` region of Docs/Comparison.md, the `bugs-catalogue` region of
/// Docs/BugHunt.md and Docs/Runner.md's example run; `report` fills them from the file, and
/// `report --check` fails when a fingerprint no longer matches, without running anything.
package struct BugHuntRecord: Sendable, Equatable, Codable {
  typealias Measured = VariantFingerprint

  /// One bug, as the table shows it, with a result per variant.
  struct Entry: CatalogueRecordEntry {
    let bug: String
    let title: String
    let scenarios: [String]
    var results: [BugResult]

    var id: String { bug }
  }

  var variants: [Measured]
  var bugs: [Entry]

  var entries: [Entry] {
    get { bugs }
    set { bugs = newValue }
  }

  package static let path = "Docs/bughunt.json"
  package static let regionName = "bughunt"
}

extension BugHuntRecord: CatalogueRecord {
  package static let command = "bugs"
  package static let unrecorded = "No bug hunt recorded: run `swift run showcase bugs --write`."
  package static func region(_ record: BugHuntRecord) -> String { BugTable.table(record).markdown }

  /// The region of Docs/BugHunt.md that shows each bug and who caught it.
  package static let verdictsRegionName = "bugs-catalogue"

  /// A bug a row, each variant's verdict alone.
  package static func verdictsRegion(_ record: BugHuntRecord) -> String {
    BugTable.verdicts(record).markdown
  }

  package static func otherRegions(_ record: BugHuntRecord) -> [RecordRegion] {
    [
      ("Docs/BugHunt.md", verdictsRegionName, verdictsRegion(record)),
      ("Docs/Runner.md", exampleRegionName, example(record)),
    ]
  }

  static let runName = "the bug hunt"

  init(variants: [Measured], entries: [Entry]) { self.init(variants: variants, bugs: entries) }

  static func entry(_ outcome: BugHuntRun.Outcome) -> Entry {
    Entry(
      bug: outcome.entry.id, title: outcome.entry.title, scenarios: outcome.entry.scenarios,
      results: outcome.results)
  }

  /// `unit suite failed “S4 …”; conformance suite passed`.
  static func describe(_ result: BugResult) -> String {
    func listed(_ tests: [String]) -> String {
      tests.isEmpty ? "passed" : "failed " + quotedTests(tests)
    }
    return "unit suite \(listed(result.unitSuite)); conformance suite "
      + listed(result.conformanceSuite)
  }

  /// Read against the catalogue too: a changed bug changes its fingerprint.
  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    let catalogue = try BugCatalogue.load(
      packageRoot: packageRoot, variants: variants,
      specIDs: try SpecReader.scenarioIDs(packageRoot: packageRoot))
    return try staleness(catalogue: catalogue, variants: variants, packageRoot: packageRoot)
  }
}

extension CatalogueMistake: RecordInputMistake {}

/// The bug tables, a bug a row and a variant a column, as `showcase bugs` prints them and the
/// docs' regions hold them: in each cell, who caught the bug and with which tests.
enum BugTable {
  /// Every bug with each variant's verdict and catching tests, then a count per verdict.
  /// With `naming` false, a cell says only the verdict.
  static func table(_ record: BugHuntRecord, naming: Bool = true) -> ReportTable {
    let names = record.variants.map(\.variant)
    var rows = record.bugs.map { entry in
      ["\(entry.bug) \(entry.title)", entry.scenarios.joined(separator: ", ")]
        + names.map { name in
          guard let result = entry.result(for: name) else { return "not measured" }
          return naming ? cell(result, breaking: entry.scenarios) : result.verdict.rawValue
        }
    }
    for verdict in BugVerdict.allCases {
      rows.append(
        [totals[verdict] ?? "", ""]
          + names.map { name in
            "\(record.bugs.filter { $0.result(for: name)?.verdict == verdict }.count)"
          })
    }
    rows.append(
      ["Code, suites and catalogue fingerprint", ""] + record.variants.map(\.fingerprint))
    return ReportTable(
      headers: ["Bug", "Breaks"] + names, rows: rows, rightAlignsValues: false)
  }

  /// Each bug a row, with its ID, title and the scenarios it breaks, then each variant's
  /// verdict alone: the `bugs-catalogue` region of Docs/BugHunt.md.
  static func verdicts(_ record: BugHuntRecord) -> ReportTable {
    let names = record.variants.map(\.variant)
    return ReportTable(
      headers: ["Bug", "Title", "Breaks"] + names,
      rows: record.bugs.map { entry in
        [entry.bug, entry.title, entry.scenarios.joined(separator: ", ")]
          + names.map { name in
            guard let verdict = entry.result(for: name)?.verdict else { return "not measured" }
            return verdict == .missed ? "**missed**" : verdict.rawValue
          }
      }, rightAlignsValues: false)
  }

  /// `own suite: G4`, `own suite: S1 and 4 more`, `conformance only: S6`, `**missed**`: the
  /// verdict and the tests that caught the bug first, by scenario ID when their name starts
  /// with one. The tests of the scenarios the bug breaks are named, and the others counted;
  /// when none of those failed, every test that did is named.
  static func cell(_ result: BugResult, breaking scenarios: [String]) -> String {
    guard result.verdict != .missed else { return "**missed**" }
    // A scenario checked by several tests (answering at once and late) is named once.
    let tests = result.catchingTests.map(shortName).eachOnce()
    let expected = tests.filter(scenarios.contains)
    guard !expected.isEmpty else {
      return "\(result.verdict.rawValue): \(tests.joined(separator: ", "))"
    }
    let others = tests.count - expected.count
    return "\(result.verdict.rawValue): \(expected.joined(separator: ", "))"
      + (others == 0 ? "" : " and \(others) more")
  }

  /// `G4` for `G4 ignores a blank salutation` and `S6` for `S6, answering late`; any other
  /// name whole, in quotes.
  static func shortName(_ test: String) -> String {
    let first = test.prefix { $0 != " " && $0 != "," }
    let isID =
      first.count > 1 && first.first?.isUppercase == true
      && first.dropFirst().allSatisfy(\.isNumber)
    return isID ? String(first) : "“\(test)”"
  }

  private static let totals: [BugVerdict: String] = [
    .ownSuite: "Caught by its own unit suite",
    .conformanceOnly: "Caught by the conformance suite only",
    .missed: "Missed by both",
  ]

  /// The text report: the verdicts, then each bug's failing tests in both suites, variant by
  /// variant.
  static func text(_ record: BugHuntRecord) -> [String] {
    var lines = table(record, naming: false).text.split(separator: "\n").map(String.init)
    for entry in record.bugs {
      lines += [
        "", "\(entry.bug) \(entry.title) (breaks \(entry.scenarios.joined(separator: ", ")))",
      ]
      for result in entry.results {
        lines.append("  \(result.variant): \(BugHuntRecord.describe(result))")
      }
    }
    return lines
  }
}
