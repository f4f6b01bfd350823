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
