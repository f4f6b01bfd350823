import Foundation
import ShowcaseCore

/// Where the bug hunt's record lives in the package: `Docs/bughunt.json`, and the `bughunt`
/// region of Docs/Comparison.md that shows it. `bugs --write` writes both, `bugs --check`
/// compares a fresh run with the record, `report --check` checks the record against the code
/// and the catalogue.
@MainActor
struct BugHuntRecordFiles {
  let packageRoot: URL

  static let document = "Docs/Comparison.md"

  /// Records `record`'s variants (others already recorded stay) and regenerates the region.
  func write(_ record: BugHuntRecord, in console: Console) -> Int32 {
    do {
      let merged =
        try BugHuntRecord.load(packageRoot: packageRoot)?.merging(
          record, order: console.variants.map(\.name)) ?? record
      try merged.encoded().write(
        to: packageRoot.appendingPathComponent(BugHuntRecord.path), atomically: true,
        encoding: .utf8)
      console.output("\(BugHuntRecord.path): written")
      let url = packageRoot.appendingPathComponent(Self.document)
      let old = try String(contentsOf: url, encoding: .utf8)
      guard MarkedRegions.names(in: old).contains(BugHuntRecord.regionName) else {
        console.output(
          "\(Self.document): no report:\(BugHuntRecord.regionName) region, left alone")
        return Showcase.ExitCode.success
      }
      let new = try MarkedRegions.filling(old) {
        $0 == BugHuntRecord.regionName ? BugTable.region(merged) : nil
      }
      try new.write(to: url, atomically: true, encoding: .utf8)
      console.output("\(Self.document): \(BugHuntRecord.regionName) region regenerated")
      return Showcase.ExitCode.success
    } catch let failure {
      console.error("showcase bugs: cannot write the record: \(failure)")
      return Showcase.ExitCode.cannotCreate
    }
  }

  /// Compares a fresh run with the record: exit 1, with a line per difference, when a result
  /// or a fingerprint differs.
  func check(_ record: BugHuntRecord, in console: Console) -> Int32 {
    let recorded: BugHuntRecord?
    do {
      recorded = try BugHuntRecord.load(packageRoot: packageRoot)
    } catch let failure {
      console.error("\(BugHuntRecord.path): cannot be read: \(failure)")
      return Showcase.ExitCode.dataError
    }
    let differences = Self.differences(recorded ?? BugHuntRecord(variants: [], bugs: []), record)
    guard differences.isEmpty else {
      for line in differences { console.error(line) }
      console.error("run: swift run showcase bugs --write")
      return Showcase.ExitCode.differ
    }
    console.output("\(BugHuntRecord.path) matches this run")
    return Showcase.ExitCode.success
  }

  /// A line for each fingerprint and each bug's result in `new` that differs from `old`.
  static func differences(_ old: BugHuntRecord, _ new: BugHuntRecord) -> [String] {
    var lines: [String] = []
    for measured in new.variants {
      guard let before = old.variants.first(where: { $0.variant == measured.variant }) else {
        lines.append("\(measured.variant): not in \(BugHuntRecord.path)")
        continue
      }
      if before.fingerprint != measured.fingerprint {
        lines.append(
          "\(measured.variant): fingerprint \(measured.fingerprint), recorded \(before.fingerprint)"
        )
      }
    }
    for entry in new.bugs {
      for result in entry.results {
        guard
          let before = old.bugs.first(where: { $0.bug == entry.bug })?.result(for: result.variant)
        else {
          lines.append("\(entry.bug), \(result.variant): not in \(BugHuntRecord.path)")
          continue
        }
        if before != result {
          lines.append(
            "\(entry.bug), \(result.variant): \(BugTable.describe(result)), "
              + "recorded \(BugTable.describe(before))")
        }
      }
    }
    return lines
  }

  // MARK: For `showcase report`

  /// The `bughunt` region's content: the recorded table, or a note that there is none.
  func region() -> String {
    (try? BugHuntRecord.load(packageRoot: packageRoot)).flatMap { $0 }.map(BugTable.region)
      ?? BugTable.unrecorded
  }

  /// For `report --check`, when the comparison shows the region: one line per variant whose
  /// code, suites or catalogue entries changed since the record, without running anything.
  /// Exit 1 when one did, 65 when the record or the catalogue cannot be read.
  func checkFreshness(in console: Console) -> Int32 {
    let url = packageRoot.appendingPathComponent(Self.document)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    guard MarkedRegions.names(in: text).contains(BugHuntRecord.regionName) else {
      return Showcase.ExitCode.success
    }
    let stale: [String]
    do {
      guard let record = try BugHuntRecord.load(packageRoot: packageRoot) else {
        console.error("\(BugHuntRecord.path): missing; run: swift run showcase bugs --write")
        return Showcase.ExitCode.differ
      }
      let names = console.variants.map(\.name)
      let catalogue = try BugCatalogue.load(
        packageRoot: packageRoot, variants: names,
        specIDs: try SpecReader.scenarioIDs(packageRoot: packageRoot))
      stale = try record.staleness(catalogue: catalogue, variants: names, packageRoot: packageRoot)
    } catch let mistake as BugCatalogue.Mistake {
      console.error(mistake.description)
      return Showcase.ExitCode.dataError
    } catch let failure {
      console.error("\(BugHuntRecord.path): cannot be checked: \(failure)")
      return Showcase.ExitCode.dataError
    }
    for line in stale {
      console.error("\(BugHuntRecord.path): \(line); run: swift run showcase bugs --write")
    }
    return stale.isEmpty ? Showcase.ExitCode.success : Showcase.ExitCode.differ
  }
}
