import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The bug hunt's record as `RecordFiles` writes and checks it.
extension BugHuntRecord: CatalogueRecord {
  package static let command = "bugs"
  package static var unrecorded: String { BugTable.unrecorded }

  package static func region(_ record: BugHuntRecord) -> String {
    BugTable.region(record)
  }

  /// The region of Docs/BugHunt.md that shows each bug and who caught it.
  package static let verdictsRegionName = "bugs-catalogue"

  /// What that region holds: a bug a row, each variant's verdict alone.
  package static func verdictsRegion(_ record: BugHuntRecord) -> String {
    BugTable.verdicts(record).markdown
  }

  /// `bugs --write` fills that region too, and Docs/Runner.md's example run.
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

  static func describe(_ result: BugResult) -> String {
    BugTable.describe(result)
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
