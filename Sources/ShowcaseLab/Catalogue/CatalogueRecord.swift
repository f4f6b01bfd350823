import Foundation
import ShowcaseSupport

/// What the records of `bugs` and `refactor` share: the fingerprint a variant's results were
/// measured on, a result per entry and variant, and how a record merges, compares and goes
/// stale.
struct VariantFingerprint: Sendable, Equatable, Codable {
  let variant: String
  let fingerprint: String
}

protocol VariantResult: Sendable, Equatable, Codable {
  var variant: String { get }
}

/// One entry of a catalogue as its record keeps it: its id (`B3`) and a result per variant.
protocol CatalogueRecordEntry: Sendable, Equatable, Codable {
  associatedtype Result: VariantResult
  var id: String { get }
  var results: [Result] { get set }
}

/// `“S4 loads”, “S5”`: test names as the messages and tables quote them.
func quotedTests(_ tests: some Sequence<String>) -> String {
  tests.map { "“\($0)”" }.joined(separator: ", ")
}

extension Sequence where Element: Equatable {
  /// The elements in their order, each at its first occurrence only.
  func eachOnce() -> [Element] {
    reduce(into: []) { kept, element in if !kept.contains(element) { kept.append(element) } }
  }
}

extension CatalogueRecordEntry {
  func result(for variant: String) -> Result? { results.first { $0.variant == variant } }
}

/// The record of a run over a catalogue, the bug hunt's or the refactoring run's.
protocol CatalogueRecord: RecordedRun {
  associatedtype Entry: CatalogueRecordEntry
  associatedtype Catalogue: RunnableCatalogue where Catalogue.Record == Self
  var variants: [VariantFingerprint] { get set }
  var entries: [Entry] { get set }
  /// What the run is called in messages: `the bug hunt`.
  static var runName: String { get }
  static func describe(_ result: Entry.Result) -> String
  init(variants: [VariantFingerprint], entries: [Entry])
  static func entry(_ outcome: CatalogueRun<Catalogue>.Outcome) -> Entry
}

extension CatalogueRecord {
  /// 8 hex digits of FNV-1a over the variant's code and suites (as `MutationRecord.fingerprint`
  /// takes them), then every entry as written into this variant: its id, title, key line or why
  /// it does not apply, edits and repair. The catalogue's notes and the code's comments do not
  /// count.
  static func fingerprint(variant: String, catalogue: Catalogue, packageRoot: URL) throws
    -> String
  {
    var lines = [try MutationRecord.fingerprint(variant: variant, packageRoot: packageRoot)]
    for entry in catalogue.entries {
      lines += entry.fingerprinted(in: variant)
      for edit in (entry.edits[variant] ?? []) + (entry.repairs[variant] ?? []) {
        lines += [edit.file, edit.old, edit.new]
      }
    }
    return StaticMeasure.fingerprint(lines)
  }

  init(
    _ outcomes: [CatalogueRun<Catalogue>.Outcome], variants: [String], catalogue: Catalogue,
    packageRoot: URL
  ) throws {
    self.init(
      variants: try variants.map {
        VariantFingerprint(
          variant: $0,
          fingerprint: try Self.fingerprint(
            variant: $0, catalogue: catalogue, packageRoot: packageRoot))
      },
      entries: outcomes.map(Self.entry))
  }

  /// This record with `other`'s variants measured again: their fingerprints and results
  /// replace the old ones. The entries are `other`'s, which measured the whole catalogue.
  package func merging(_ other: Self, order: [String]) -> Self {
    var merged = other
    merged.variants = variants.replacing(other.variants, order: order) { $0.variant }
    merged.entries = other.entries.map { entry in
      let before = entries.first { $0.id == entry.id }?.results ?? []
      var entry = entry
      // Replaced for the variants measured again, even those with no result now.
      let remeasured = Set(other.variants.map(\.variant))
      entry.results = before.filter { !remeasured.contains($0.variant) }
        .replacing(entry.results, order: order) { $0.variant }
      return entry
    }
    return merged
  }

  /// A line for each fingerprint and each result in `new` that differs from `old`.
  package static func differences(_ old: Self?, _ new: Self) -> [String] {
    var lines: [String] = []
    for measured in new.variants {
      guard let before = old?.variants.first(where: { $0.variant == measured.variant }) else {
        lines.append("\(measured.variant): not in \(path)")
        continue
      }
      if before.fingerprint != measured.fingerprint {
        lines.append(
          "\(measured.variant): fingerprint \(measured.fingerprint), recorded \(before.fingerprint)"
        )
      }
    }
    for entry in new.entries {
      for result in entry.results {
        guard
          let before = old?.entries.first(where: { $0.id == entry.id })?
            .result(for: result.variant)
        else {
          lines.append("\(entry.id), \(result.variant): not in \(path)")
          continue
        }
        if before != result {
          lines.append(
            "\(entry.id), \(result.variant): \(describe(result)), recorded \(describe(before))")
        }
      }
    }
    return lines
  }

  /// One line for each variant whose code, suites or catalogue entries changed since it was
  /// measured, or that the record does not hold; and one when the catalogue's entries are not
  /// the recorded ones.
  func staleness(catalogue: Catalogue, variants current: [String], packageRoot: URL) throws
    -> [String]
  {
    var lines: [String] = []
    let catalogued = catalogue.entries.map(\.id)
    let recorded = entries.map(\.id)
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
          "\(variant): code, suites or catalogue changed since \(Self.runName) "
            + "(fingerprint \(entry.fingerprint), now \(now))")
      }
    }
    return lines
  }
}
