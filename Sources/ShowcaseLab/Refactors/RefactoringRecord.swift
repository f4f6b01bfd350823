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

  /// 8 hex digits over the variant's code and suites (as `MutationRecord.fingerprint` takes
  /// them), then every refactor as the catalogue writes it for this variant: its id, title,
  /// kind, edits, repair, or why it does not apply. The catalogue's notes do not count.
  static func fingerprint(variant: String, catalogue: RefactorCatalogue, packageRoot: URL)
    throws -> String
  {
    var lines = [try MutationRecord.fingerprint(variant: variant, packageRoot: packageRoot)]
    for refactor in catalogue.refactors {
      lines += [refactor.id, refactor.title, refactor.kind]
      lines += refactor.notApplicable[variant].map { ["not applicable: \($0)"] } ?? []
      for edit in (refactor.edits[variant] ?? []) + (refactor.repairs[variant] ?? []) {
        lines += [edit.file, edit.old, edit.new]
      }
    }
    return StaticMeasure.fingerprint(lines)
  }
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

  static func describe(_ result: RefactorResult) -> String { RefactorTable.describe(result) }

  /// Read against the catalogue too: a changed refactor changes its fingerprint.
  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    let catalogue = try RefactorCatalogue.load(
      packageRoot: packageRoot, variants: variants, specIDs: [])
    return try staleness(catalogue: catalogue, variants: variants, packageRoot: packageRoot)
  }
}
