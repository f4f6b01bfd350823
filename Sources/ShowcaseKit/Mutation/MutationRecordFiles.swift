import Foundation
import ShowcaseCore

/// Where the mutation record lives in the package: `Docs/mutation.json`, and the `mutation`
/// region of Docs/Comparison.md that shows it. `mutate --write` writes both, `mutate --check`
/// compares a fresh run with the record, `report --check` checks the record against the code.
@MainActor
struct MutationRecordFiles {
  let packageRoot: URL

  static let document = "Docs/Comparison.md"

  /// Records `record`'s variants (others already recorded stay) and regenerates the region.
  func write(_ record: MutationRecord, in console: Console) -> Int32 {
    let order = console.variants.map(\.name)
    do {
      let merged =
        try MutationRecord.load(packageRoot: packageRoot)?.merging(record, order: order) ?? record
      try merged.encoded().write(
        to: packageRoot.appendingPathComponent(MutationRecord.path), atomically: true,
        encoding: .utf8)
      console.output("\(MutationRecord.path): written")
      let url = packageRoot.appendingPathComponent(Self.document)
      let old = try String(contentsOf: url, encoding: .utf8)
      guard MarkedRegions.names(in: old).contains(MutationRecord.regionName) else {
        console.output(
          "\(Self.document): no report:\(MutationRecord.regionName) region, left alone")
        return Showcase.ExitCode.success
      }
      let new = try MarkedRegions.filling(old) {
        $0 == MutationRecord.regionName ? MutationTable.region(merged) : nil
      }
      try new.write(to: url, atomically: true, encoding: .utf8)
      console.output("\(Self.document): mutation region regenerated")
      return Showcase.ExitCode.success
    } catch let failure {
      console.error("showcase mutate: cannot write the record: \(failure)")
      return Showcase.ExitCode.cannotCreate
    }
  }

  /// Compares a fresh run with the record: exit 1, with a line per difference, when a figure
  /// or a survivor differs.
  func check(_ record: MutationRecord, in console: Console) -> Int32 {
    let recorded: MutationRecord?
    do {
      recorded = try MutationRecord.load(packageRoot: packageRoot)
    } catch let failure {
      console.error("\(MutationRecord.path): cannot be read: \(failure)")
      return Showcase.ExitCode.dataError
    }
    var differences: [String] = []
    for entry in record.variants {
      guard let old = recorded?.variants.first(where: { $0.variant == entry.variant }) else {
        differences.append("\(entry.variant): not in \(MutationRecord.path)")
        continue
      }
      differences += Self.differences(old, entry)
    }
    guard differences.isEmpty else {
      for line in differences { console.error(line) }
      console.error("run: swift run showcase mutate --write")
      return Showcase.ExitCode.differ
    }
    console.output("\(MutationRecord.path) matches this run")
    return Showcase.ExitCode.success
  }

  static func differences(_ old: MutationRecord.Entry, _ new: MutationRecord.Entry) -> [String] {
    let figures: [(String, KeyPath<MutationRecord.Entry, Int>)] = [
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
    lines += new.survivors.filter { !old.survivors.contains($0) }.map {
      "\(new.variant): new survivor \($0)"
    }
    lines += old.survivors.filter { !new.survivors.contains($0) }.map {
      "\(new.variant): no longer survives \($0)"
    }
    return lines
  }

  // MARK: For `showcase report`

  /// The `mutation` region's content: the recorded table, or a note that there is none.
  func region() -> String {
    (try? MutationRecord.load(packageRoot: packageRoot)).flatMap { $0 }.map(MutationTable.region)
      ?? MutationTable.unrecorded
  }

  /// For `report --check`, when the comparison shows the region: one line per variant whose
  /// code or suites changed since the record, without running anything. Exit 1 when one did,
  /// 65 when the record cannot be read.
  func checkFreshness(in console: Console) -> Int32 {
    let url = packageRoot.appendingPathComponent(Self.document)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    guard MarkedRegions.names(in: text).contains(MutationRecord.regionName) else {
      return Showcase.ExitCode.success
    }
    let stale: [String]
    do {
      guard let record = try MutationRecord.load(packageRoot: packageRoot) else {
        console.error("\(MutationRecord.path): missing; run: swift run showcase mutate --write")
        return Showcase.ExitCode.differ
      }
      stale = try record.staleVariants(packageRoot: packageRoot)
    } catch let failure {
      console.error("\(MutationRecord.path): cannot be checked: \(failure)")
      return Showcase.ExitCode.dataError
    }
    for line in stale {
      console.error("\(MutationRecord.path): \(line); run: swift run showcase mutate --write")
    }
    return stale.isEmpty ? Showcase.ExitCode.success : Showcase.ExitCode.differ
  }
}
