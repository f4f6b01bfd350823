import Foundation
import ShowcaseCore
import ShowcaseLab
import ShowcaseMeasures
import ShowcaseSupport

/// What `refresh` takes again: the records that are stale, read from the sources alone.
extension RefreshCommand {
  /// The runs that record again what is stale, read from the sources alone; a line per record
  /// says what changed. A record is taken again only for the variants that changed: each
  /// stale line names its variant (`MVP: …`), and the others' results stay recorded. A line
  /// that names none (no record at all) takes every variant again. The first list runs in a
  /// scratch copy; the second, the slices, in the package: their runs edit nothing.
  static func staleRuns(in console: Console, progress: RunProgress) throws
    -> (inCopy: [[String]], inPlace: [[String]])
  {
    let root = console.packageRoot
    let names = console.variants.map(\.name)
    let inCopy = [
      rerun(
        "bugs", BugHuntRecord.path,
        try RecordFiles<BugHuntRecord>(packageRoot: root).stale(variants: names),
        in: console, progress: progress),
      rerun(
        "refactor", RefactoringRecord.path,
        try RecordFiles<RefactoringRecord>(packageRoot: root).stale(variants: names),
        in: console, progress: progress),
      rerun(
        "mutate", MutationRecord.path,
        try RecordFiles<MutationRecord>(packageRoot: root).stale(variants: names),
        in: console, progress: progress),
    ]
    let inPlace = rerun(
      "where", WhereRecord.path,
      try RecordFiles<WhereRecord>(packageRoot: root).stale(variants: names),
      in: console, progress: progress)
    return (inCopy.compactMap { $0 }, [inPlace].compactMap { $0 })
  }

  /// Says whether the record at `path` is stale and why; the run that records it again for the
  /// variants that changed, or nil when it is up to date.
  private static func rerun(
    _ command: String, _ path: String, _ stale: [String], in console: Console,
    progress: RunProgress
  ) -> [String]? {
    let width = console.width(nil, command: "showcase refresh")
    progress.line("\(path): " + (stale.isEmpty ? "up to date" : "stale"))
    for line in stale where line != "missing" {
      LineWrap.hanging("  " + line, width: width, hang: 4).forEach(progress.line)
    }
    guard !stale.isEmpty else { return nil }
    let changed = console.variants.filter { variant in
      stale.contains { $0.hasPrefix("\(variant.name): ") }
    }
    let named = stale.allSatisfy { line in changed.contains { line.hasPrefix("\($0.name): ") } }
    return [command, "--write"] + (named ? changed.flatMap { ["--pattern", $0.id] } : [])
  }
}
