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
  /// The fingerprint a variant's results were measured on.
  struct Measured: Sendable, Equatable, Codable {
    let variant: String
    let fingerprint: String
  }

  /// One bug, as the table shows it, with a result per variant.
  struct Entry: Sendable, Equatable, Codable {
    let bug: String
    let title: String
    let scenarios: [String]
    var results: [BugResult]

    func result(for variant: String) -> BugResult? {
      results.first { $0.variant == variant }
    }
  }

  var variants: [Measured]
  var bugs: [Entry]

  package static let path = "Docs/bughunt.json"
  /// The region of Docs/Comparison.md that shows the record.
  package static let regionName = "bughunt"

  /// The record of a run, fingerprinted from the package and the catalogue.
  init(
    _ outcomes: [BugHuntRun.Outcome], variants: [String], catalogue: BugCatalogue,
    packageRoot: URL
  ) throws {
    self.variants = try variants.map {
      Measured(
        variant: $0,
        fingerprint: try Self.fingerprint(
          variant: $0, catalogue: catalogue, packageRoot: packageRoot)
      )
    }
    bugs = outcomes.map {
      Entry(bug: $0.bug.id, title: $0.bug.title, scenarios: $0.bug.scenarios, results: $0.results)
    }
  }

  init(variants: [Measured], bugs: [Entry]) {
    self.variants = variants
    self.bugs = bugs
  }

  // MARK: The file

  /// This record with `other`'s variants measured again: their fingerprints and results
  /// replace the old ones, the other variants' results stay. The bugs are `other`'s, which
  /// measured every bug of the catalogue; variants come in `order`.
  package func merging(_ other: BugHuntRecord, order: [String]) -> BugHuntRecord {
    let remeasured = Set(other.variants.map(\.variant))
    func place(_ variant: String) -> Int { order.firstIndex(of: variant) ?? order.count }
    let measured = (variants.filter { !remeasured.contains($0.variant) } + other.variants)
      .sorted { place($0.variant) < place($1.variant) }
    let entries = other.bugs.map { entry in
      let before = bugs.first { $0.bug == entry.bug }?.results ?? []
      let kept = before.filter { !remeasured.contains($0.variant) }
      var merged = entry
      merged.results = (kept + entry.results).sorted { place($0.variant) < place($1.variant) }
      return merged
    }
    return BugHuntRecord(variants: measured, bugs: entries)
  }

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

  /// One line for each variant whose code, suites or catalogue entries changed since it was
  /// measured, or that the record does not hold; and one when the catalogue's bugs are not the
  /// recorded ones.
  func staleness(catalogue: BugCatalogue, variants current: [String], packageRoot: URL) throws
    -> [String]
  {
    var lines: [String] = []
    let recordedBugs = bugs.map(\.bug)
    let catalogued = catalogue.bugs.map(\.id)
    if recordedBugs != catalogued {
      lines.append(
        "the catalogue has \(catalogued.joined(separator: ", ")); the record "
          + "\(recordedBugs.isEmpty ? "none" : recordedBugs.joined(separator: ", "))")
    }
    for variant in current {
      guard let entry = variants.first(where: { $0.variant == variant }) else {
        lines.append("\(variant): not measured")
        continue
      }
      let now = try Self.fingerprint(
        variant: variant, catalogue: catalogue, packageRoot: packageRoot)
      if now != entry.fingerprint {
        lines.append(
          "\(variant): code, suites or catalogue changed since the bug hunt "
            + "(fingerprint \(entry.fingerprint), now \(now))")
      }
    }
    return lines
  }
}
