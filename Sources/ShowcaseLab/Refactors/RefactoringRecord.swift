import Foundation
import ShowcaseSupport

/// The outcome of the last refactoring run, committed as `Docs/refactoring.json`, with a
/// fingerprint per variant of the code, the suites and the catalogue it was measured on.
/// `showcase refactor --write` records it and fills the `refactoring` region of
/// Docs/Comparison.md and the `refactors-catalogue` region of Docs/Refactoring.md from it;
/// `report --check` fails when a fingerprint no longer matches, without running anything.
package struct RefactoringRecord: Sendable, Equatable, Codable {
  /// The fingerprint a variant's results were measured on.
  struct Measured: Sendable, Equatable, Codable {
    let variant: String
    let fingerprint: String
  }

  /// One refactor, as the tables show it, with a result per variant.
  struct Entry: Sendable, Equatable, Codable {
    let refactor: String
    let title: String
    let kind: String
    var results: [RefactorResult]

    func result(for variant: String) -> RefactorResult? {
      results.first { $0.variant == variant }
    }
  }

  var variants: [Measured]
  var refactors: [Entry]

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
        refactor: $0.refactor.id, title: $0.refactor.title, kind: $0.refactor.kind,
        results: $0.results)
    }
  }

  init(variants: [Measured], refactors: [Entry]) {
    self.variants = variants
    self.refactors = refactors
  }

  /// This record with `other`'s variants measured again: their fingerprints and results
  /// replace the old ones, the other variants' results stay. The refactors are `other`'s,
  /// which measured every refactor of the catalogue; variants come in `order`.
  package func merging(_ other: RefactoringRecord, order: [String]) -> RefactoringRecord {
    let remeasured = Set(other.variants.map(\.variant))
    func place(_ variant: String) -> Int { order.firstIndex(of: variant) ?? order.count }
    let measured = (variants.filter { !remeasured.contains($0.variant) } + other.variants)
      .sorted { place($0.variant) < place($1.variant) }
    let entries = other.refactors.map { entry in
      let before = refactors.first { $0.refactor == entry.refactor }?.results ?? []
      var merged = entry
      merged.results = (before.filter { !remeasured.contains($0.variant) } + entry.results)
        .sorted { place($0.variant) < place($1.variant) }
      return merged
    }
    return RefactoringRecord(variants: measured, refactors: entries)
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
    var lines: [String] = []
    let recorded = refactors.map(\.refactor)
    let catalogued = catalogue.refactors.map(\.id)
    if recorded != catalogued {
      lines.append(
        "the catalogue has \(catalogued.joined(separator: ", ")); the record "
          + "\(recorded.isEmpty ? "none" : recorded.joined(separator: ", "))")
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
          "\(variant): code, suites or catalogue changed since the refactoring run "
            + "(fingerprint \(entry.fingerprint), now \(now))")
      }
    }
    return lines
  }
}
