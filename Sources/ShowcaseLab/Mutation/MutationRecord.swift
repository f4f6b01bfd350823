import Foundation
import ShowcaseSupport

/// The last full mutation run, committed as `Docs/mutation.json` with a fingerprint of the code
/// and tests it was measured on, so `report --check` tells a stale record without running.
package struct MutationRecord: Sendable, Equatable, Codable {
  struct Entry: Sendable, Equatable, Codable {
    let variant: String
    let fingerprint: String
    let mutants: Int
    let killedByUnitSuite: Int
    let killedByConformanceSuite: Int
    let compileErrors: Int
    /// `Mutant.description` of each survivor, in order.
    let survivors: [String]

    var compiled: Int { mutants - compileErrors }
  }

  var variants: [Entry]

  package static let path = "Docs/mutation.json"
  /// The region of Docs/Comparison.md that shows the record.
  package static let regionName = "mutation"

  /// This record with `other`'s variants replacing its own of the same name, in `order`.
  package func merging(_ other: MutationRecord, order: [String]) -> MutationRecord {
    MutationRecord(variants: variants.replacing(other.variants, order: order) { $0.variant })
  }

  /// The conformance suite's checks of the exhibits, which these runs never run.
  static let exhibitsConformance = "Tests/ConformanceTests/Exhibits/"

  /// 8 hex digits (FNV-1a) over the code lines of the variant's sources, its unit suite, the
  /// conformance suite and the test support both suites run (lifetime assertions included),
  /// file by file in path order, each path first: comments and layout do not change it. The
  /// Model and the toolkit are left out as common ground; a full `--check` would still tell.
  static func fingerprint(variant: String, packageRoot: URL) throws -> String {
    var lines: [String] = []
    let folders = [
      "Sources/\(variant)", "Tests/\(variant)Tests", "Tests/ConformanceTests",
      "Sources/TestSupport",
    ]
    for folder in folders {
      for (path, text) in try StaticMeasure.swiftFiles(in: folder, packageRoot: packageRoot)
      where !path.hasPrefix(exhibitsConformance) {
        lines.append(path)
        lines += SwiftSource(text).codeLines
      }
    }
    return StaticMeasure.fingerprint(lines)
  }

  /// For `mutate --check` before it runs: a line per chosen variant not recorded or stale.
  func staleness(beforeRunning chosen: [String], packageRoot: URL) throws -> [String] {
    try chosen.flatMap { variant in
      variants.contains { $0.variant == variant }
        ? try staleVariants(packageRoot: packageRoot, among: [variant])
        : ["\(variant): not measured"]
    }
  }

  /// A line per recorded variant (of `among`) whose code or suites changed since it was
  /// measured, or whose mutant count did (the generator changed).
  func staleVariants(packageRoot: URL, among: [String]? = nil) throws -> [String] {
    try variants.filter { among?.contains($0.variant) ?? true }.compactMap { entry in
      let now = try Self.fingerprint(variant: entry.variant, packageRoot: packageRoot)
      let mutants = try MutantGenerator.mutants(variant: entry.variant, packageRoot: packageRoot)
        .mutants.count
      if now != entry.fingerprint {
        return "\(entry.variant): code or suites changed since the mutation run "
          + "(fingerprint \(entry.fingerprint), now \(now))"
      }
      if mutants != entry.mutants {
        return "\(entry.variant): \(mutants) mutants now, \(entry.mutants) when measured"
      }
      return nil
    }
  }
}

extension MutationRecord: RecordedRun {
  init(_ run: VariantMutation, packageRoot: URL) throws {
    variants = [
      Entry(
        variant: run.variant,
        fingerprint: try Self.fingerprint(variant: run.variant, packageRoot: packageRoot),
        mutants: run.mutants.count, killedByUnitSuite: run.killedByUnitSuite,
        killedByConformanceSuite: run.killedByConformanceSuite, compileErrors: run.compileErrors,
        survivors: run.survivors.map(\.description))
    ]
  }

  package static let command = "mutate"
  package static let unrecorded =
    "No mutation run recorded: run `swift run showcase mutate --write`."

  /// What the `mutation` region holds: the table, then each variant's survivors.
  package static func region(_ record: MutationRecord) -> String {
    var lines = [MutationTable.table(record).markdown, "", "Survivors of both suites:", ""]
    for entry in record.variants {
      lines +=
        entry.survivors.isEmpty
        ? ["- \(entry.variant): none"] : entry.survivors.map { "- \(entry.variant) `\($0)`" }
    }
    return lines.joined(separator: "\n")
  }

  /// A line per variant of `new` the record lacks, and per figure or survivor that differs.
  package static func differences(_ old: MutationRecord?, _ new: MutationRecord) -> [String] {
    new.variants.flatMap { entry in
      guard let before = old?.variants.first(where: { $0.variant == entry.variant }) else {
        return ["\(entry.variant): not in \(path)"]
      }
      return differences(before, entry)
    }
  }

  static func differences(_ old: Entry, _ new: Entry) -> [String] {
    let figures: [(String, KeyPath<Entry, Int>)] = [
      ("mutants", \.mutants), ("killed by its unit suite", \.killedByUnitSuite),
      ("killed by the conformance suite", \.killedByConformanceSuite),
      ("compile errors", \.compileErrors),
    ]
    var lines = figures.compactMap { name, figure in
      old[keyPath: figure] == new[keyPath: figure]
        ? nil : "\(new.variant): \(name) \(new[keyPath: figure]), recorded \(old[keyPath: figure])"
    }
    if old.fingerprint != new.fingerprint {
      lines.append("\(new.variant): fingerprint \(new.fingerprint), recorded \(old.fingerprint)")
    }
    for (these, others, change) in [(new, old, "new survivor"), (old, new, "no longer survives")] {
      lines += these.survivors.filter { !others.survivors.contains($0) }.map {
        "\(new.variant): \(change) \($0)"
      }
    }
    return lines
  }

  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    try staleVariants(packageRoot: packageRoot)
  }
}
