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

  /// 8 hex digits of FNV-1a over the variant's code and suites (as
  /// `MutationRecord.fingerprint` takes them), then every bug as written into this variant:
  /// its id, title, scenarios and edits. The catalogue's prose and the code's comments do not
  /// count.
  static func fingerprint(variant: String, catalogue: BugCatalogue, packageRoot: URL) throws
    -> String
  {
    var lines = [try MutationRecord.fingerprint(variant: variant, packageRoot: packageRoot)]
    for bug in catalogue.bugs {
      lines += [bug.id, bug.title, bug.scenarios.joined(separator: ",")]
      for edit in bug.edits[variant] ?? [] { lines += [edit.file, edit.old, edit.new] }
    }
    return StaticMeasure.fingerprint(lines)
  }
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
      tests.isEmpty ? "passed" : "failed " + tests.map { "“\($0)”" }.joined(separator: ", ")
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
