import Foundation
import ShowcaseSupport

/// The outcome of the last bug hunt, committed as `Docs/bughunt.json`, with a fingerprint per
/// variant of the code, the suites and the catalogue it was measured on. `showcase bugs
/// --write` records it and fills the `bughunt` region of Docs/Comparison.md and the
/// `bugs-catalogue` region of Docs/BugHunt.md from it; `showcase report` fills the same
/// regions from the file, and `report --check` fails when a variant's
/// code, its suites or the catalogue no longer match their fingerprint, without running
/// anything.
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
  /// The region of Docs/Comparison.md that shows the record.
  package static let regionName = "bughunt"

  // MARK: Fingerprints

  /// 8 hex digits of the report's fingerprint (FNV-1a) over the variant's code, its unit suite,
  /// the conformance suite and the shared test support (as `MutationRecord.fingerprint` takes
  /// them), then every bug of
  /// the catalogue as written into this variant: its id, title, scenarios and edits. A change
  /// to any of them changes it; the catalogue's prose and the code's comments do not.
  static func fingerprint(variant: String, catalogue: BugCatalogue, packageRoot: URL) throws
    -> String
  {
    var lines = [try MutationRecord.fingerprint(variant: variant, packageRoot: packageRoot)]
    for bug in catalogue.bugs {
      lines += [bug.id, bug.title, bug.scenarios.joined(separator: ",")]
      for edit in bug.edits[variant] ?? [] {
        lines += [edit.file, edit.old, edit.new]
      }
    }
    return StaticMeasure.fingerprint(lines)
  }
}
