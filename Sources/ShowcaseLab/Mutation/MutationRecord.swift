import Foundation
import ShowcaseSupport

/// The outcome of the last full mutation run, committed as `Docs/mutation.json`, with a
/// fingerprint of the code and tests it was measured on. `showcase mutate --write` records it
/// and fills the `mutation` region of Docs/Comparison.md from it; `showcase report` fills the
/// same region from the file, and `report --check` fails when a variant's code or suites no
/// longer match their fingerprint, without running anything.
package struct MutationRecord: Sendable, Equatable, Codable {
  /// One variant's figures, as the table shows them.
  struct Entry: Sendable, Equatable, Codable {
    let variant: String
    /// `MutationRecord.fingerprint` of the code and suites the figures were measured on.
    let fingerprint: String
    let mutants: Int
    let killedByUnitSuite: Int
    let killedByConformanceSuite: Int
    let compileErrors: Int
    /// `Sources/MVP/GreetingPresenter.swift:42: string emptied: … → …`, in order.
    let survivors: [String]

    var compiled: Int { mutants - compileErrors }
  }

  var variants: [Entry]

  package static let path = "Docs/mutation.json"
  /// The region of Docs/Comparison.md that shows the record.
  package static let regionName = "mutation"

  init(variants: [Entry]) {
    self.variants = variants
  }

  /// The entry of a variant's run, fingerprinted from the package's sources.
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

  // MARK: The file

  /// This record with `other`'s variants replacing its own of the same name, in `order`.
  package func merging(_ other: MutationRecord, order: [String]) -> MutationRecord {
    MutationRecord(variants: variants.replacing(other.variants, order: order) { $0.variant })
  }

  // MARK: Fingerprints

  /// The part of the conformance suite that plays the greeting on the exhibits: the runs run
  /// the suite's checks of the variants only (`SuiteRunner.conformanceFilters`).
  static let exhibitsConformance = "Tests/ConformanceTests/Exhibits/"

  /// 8 hex digits of the report's fingerprint (FNV-1a) over the code lines of the variant's
  /// sources, its unit suite, the conformance suite and the test support both suites share
  /// (the lifetime scenarios among it), file by file in path order, each file's path first: any
  /// change to their code changes it; comments and layout do not. The test support is in
  /// because both suites run its code, the lifetime scenarios' assertions included: a change
  /// there marks every record stale, as a change to the conformance suite does. The Model and
  /// the toolkit are left out, as the variants' common ground; `mutate --check` and
  /// `bugs --check` run everything again and would still tell. So is the conformance suite's
  /// folder for the exhibits (`exhibitsConformance`), which these runs never run.
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

  /// What `mutate --check` reads before it runs anything: for each variant of `chosen`, in
  /// order, a line when the record does not hold it or when it is stale (`staleVariants`).
  func staleness(beforeRunning chosen: [String], packageRoot: URL) throws -> [String] {
    try chosen.flatMap { variant in
      variants.contains { $0.variant == variant }
        ? try staleVariants(packageRoot: packageRoot, among: [variant])
        : ["\(variant): not measured"]
    }
  }

  /// One line for each recorded variant (of `among`, when given) whose code or suites changed
  /// since it was measured, or whose mutants are no longer the ones counted (the generator
  /// changed).
  func staleVariants(packageRoot: URL, among: [String]? = nil) throws -> [String] {
    try variants.filter { among?.contains($0.variant) ?? true }.compactMap { entry in
      let now = try Self.fingerprint(variant: entry.variant, packageRoot: packageRoot)
      let files = try StaticMeasure.swiftFiles(
        in: "Sources/\(entry.variant)", packageRoot: packageRoot)
      let mutants = MutantGenerator.mutants(
        variant: entry.variant, files: files.map { (path: $0.0, text: $0.1) }
      ).count
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
