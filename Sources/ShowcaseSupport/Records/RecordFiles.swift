import Foundation
import ShowcaseCore

/// A record's file, its region of Docs/Comparison.md and its regions of other documents.
/// `--write` writes them all. `--check` first checks the record against the sources, then
/// compares a fresh run with it; `report --check` does only the first.
@MainActor
package struct RecordFiles<Record: RecordedRun> {
  let packageRoot: URL

  package init(packageRoot: URL) {
    self.packageRoot = packageRoot
  }

  static var document: String { "Docs/Comparison.md" }

  /// Does what `--write` or `--check` asks, or nothing.
  package func keep(_ record: Record, as action: RegionAction?, in console: Console) -> Int32 {
    switch action {
    case .write: write(record, in: console)
    case .check: check(record, in: console)
    case nil: ExitCode.success
    }
  }

  /// Records `record`'s variants (others already recorded stay) and regenerates its regions.
  package func write(_ record: Record, in console: Console) -> Int32 {
    do {
      let merged =
        try Record.load(packageRoot: packageRoot)?.merging(
          record, order: console.variants.map(\.name)) ?? record
      try merged.encoded().write(
        to: packageRoot.appendingPathComponent(Record.path), atomically: true, encoding: .utf8)
      console.output("\(Record.path): written")
      try fill((Self.document, Record.regionName, Record.region(merged)), in: console)
      for region in Record.otherRegions(merged) {
        try fill(region, in: console, optional: true)
      }
      return ExitCode.success
    } catch let failure {
      console.error("showcase \(Record.command): cannot write the record: \(failure)")
      return ExitCode.cannotCreate
    }
  }

  /// A document without the region is left alone, and so is a missing one when `optional`.
  private func fill(_ region: RecordRegion, in console: Console, optional: Bool = false) throws {
    let url = packageRoot.appendingPathComponent(region.document)
    if optional, !FileManager.default.fileExists(atPath: url.path) {
      console.output("\(region.document): not found, left alone")
      return
    }
    let old = try String(contentsOf: url, encoding: .utf8)
    guard MarkedRegions.names(in: old).contains(region.name) else {
      console.output("\(region.document): no report:\(region.name) region, left alone")
      return
    }
    let new = try MarkedRegions.filling(old) { $0 == region.name ? region.content : nil }
    try new.write(to: url, atomically: true, encoding: .utf8)
    console.output("\(region.document): \(region.name) region regenerated")
  }

  /// Compares a fresh run with the record: exit 1, with a line per difference, when a figure
  /// differs.
  package func check(_ record: Record, in console: Console) -> Int32 {
    let recorded: Record?
    do {
      recorded = try Record.load(packageRoot: packageRoot)
    } catch let failure {
      console.error("\(Record.path): cannot be read: \(failure)")
      return ExitCode.dataError
    }
    let differences = Record.differences(recorded, record)
    guard differences.isEmpty else {
      for line in differences { console.error(line) }
      console.error("run: \(Hint.run("\(Record.command) --write"))")
      return ExitCode.differ
    }
    console.output("\(Record.path) matches this run")
    return ExitCode.success
  }

  /// For `--check`, before anything is built or run: a stale record differs from any run, so
  /// the check ends here, with a line per stale variant and the command that records it again
  /// (exit 1). Nil when the run should go on; 65 when something cannot be read.
  package func refuseStale(
    patterns: [String], in console: Console, staleness: (Record) throws -> [String]
  ) -> Int32? {
    guard let stale = staleLines({ try self.stale(by: staleness) }, in: console) else {
      return ExitCode.dataError
    }
    guard !stale.isEmpty else { return nil }
    for line in stale { console.error("\(Record.path): \(line)") }
    let again = ([Record.command, "--write"] + patterns.flatMap { ["--pattern", $0] })
      .joined(separator: " ")
    console.error("Nothing was run: the record is stale. Record it again: \(Hint.run(again))")
    return ExitCode.differ
  }

  /// For `refresh`: a line per chosen variant (or catalogue entry) whose code or suites changed
  /// since the record, or `missing`; none when the record is fresh.
  package func stale(variants: [String]) throws -> [String] {
    try stale { try $0.staleness(packageRoot: packageRoot, variants: variants) }
  }

  private func stale(by staleness: (Record) throws -> [String]) throws -> [String] {
    guard let record = try Record.load(packageRoot: packageRoot) else { return ["missing"] }
    return try staleness(record)
  }

  /// The stale lines, or nil once it has said why the record or its input cannot be read.
  private func staleLines(_ lines: () throws -> [String], in console: Console) -> [String]? {
    do {
      return try lines()
    } catch let mistake as any RecordInputMistake {
      console.error(mistake.description)
    } catch let failure {
      console.error("\(Record.path): cannot be checked: \(failure)")
    }
    return nil
  }

  /// A region's content rendered from the record, or a note that there is no record.
  package func region(_ render: (Record) -> String = Record.region) -> String {
    recorded().map(render) ?? Record.unrecorded
  }

  /// The record kept in the package, or nil when there is none or it cannot be read.
  package func recorded() -> Record? {
    (try? Record.load(packageRoot: packageRoot)).flatMap { $0 }
  }

  /// For `report --check`, when the comparison shows the region: a line per variant whose code
  /// or suites changed since the record (exit 1); 65 when something cannot be read.
  package func checkFreshness(in console: Console) -> Int32 {
    let url = packageRoot.appendingPathComponent(Self.document)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    guard MarkedRegions.names(in: text).contains(Record.regionName) else {
      return ExitCode.success
    }
    let rerun = "run: \(Hint.run("\(Record.command) --write"))"
    let variants = console.variants.map(\.name)
    guard let stale = staleLines({ try self.stale(variants: variants) }, in: console) else {
      return ExitCode.dataError
    }
    for line in stale { console.error("\(Record.path): \(line); \(rerun)") }
    return stale.isEmpty ? ExitCode.success : ExitCode.differ
  }
}
