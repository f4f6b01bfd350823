import Foundation
import ShowcaseSupport

/// The outcome of the last refactoring run, committed as `Docs/refactoring.json`, with a
/// fingerprint per variant of the code, the suites and the catalogue it was measured on.
/// `showcase refactor --write` records it and fills the `refactoring` region of
/// Docs/Comparison.md and the `refactors-catalogue` region of Docs/Refactoring.md from it;
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
  /// The region of Docs/Comparison.md that shows the record.
  package static let regionName = "refactoring"

  /// The record of a run, fingerprinted from the package and the catalogue.
  init(
    _ outcomes: [RefactorRun.Outcome], variants: [String], catalogue: RefactorCatalogue,
    packageRoot: URL
  ) throws {
    self.variants = try variants.map {
      Measured(
        variant: $0,
        fingerprint: try Self.fingerprint(
          variant: $0, catalogue: catalogue, packageRoot: packageRoot))
    }
    refactors = outcomes.map {
      Entry(
        refactor: $0.entry.id, title: $0.entry.title, kind: $0.entry.kind,
        results: $0.results)
    }
  }

  init(variants: [Measured], refactors: [Entry]) {
    self.variants = variants
    self.refactors = refactors
  }

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

  /// One line for each variant whose code, suites or catalogue entries changed since it was
  /// measured, or that the record does not hold; and one when the catalogue's refactors are
  /// not the recorded ones.
  func staleness(catalogue: RefactorCatalogue, variants current: [String], packageRoot: URL)
    throws -> [String]
  {
    try staleness(catalogued: catalogue.refactors.map(\.id), variants: current) {
      try Self.fingerprint(variant: $0, catalogue: catalogue, packageRoot: packageRoot)
    }
  }
}
