import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The refactoring record as `RecordFiles` writes and checks it.
extension RefactoringRecord: CatalogueRecord {
  package static let command = "refactor"
  package static var unrecorded: String { RefactorTable.unrecorded }

  package static func region(_ record: RefactoringRecord) -> String {
    RefactorTable.region(record)
  }

  /// The region of Docs/Refactoring.md that shows each refactor and what it broke.
  package static let catalogueRegionName = "refactors-catalogue"

  /// What that region holds: a refactor a row, a variant a column.
  package static func catalogueRegion(_ record: RefactoringRecord) -> String {
    RefactorTable.perRefactor(record).markdown
  }

  /// `refactor --write` fills that region too, and Docs/Runner.md's example run.
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

  static func describe(_ result: RefactorResult) -> String {
    RefactorTable.describe(result)
  }

  /// Read against the catalogue too: a changed refactor changes its fingerprint.
  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    let catalogue = try RefactorCatalogue.load(
      packageRoot: packageRoot, variants: variants, specIDs: [])
    return try staleness(catalogue: catalogue, variants: variants, packageRoot: packageRoot)
  }
}
