import Foundation
import ShowcaseCore
import ShowcaseLab
import ShowcaseSupport

/// `showcase refresh`: after a change to the lesson, brings every record, region and chart up
/// to date, running only what is stale. The records whose code, suites or catalogue changed are
/// taken again in one scratch copy that their runs share, with its build; then `report --write`
/// regenerates every region and chart. `--check` runs every check of the lab in one shared
/// copy instead, then `report --check`: what CI runs.
@MainActor
enum RefreshCommand {
  static func run(check: Bool, in console: Console) async -> Int32 {
    guard console.findsPackage(for: "showcase refresh") else { return ExitCode.noInput }
    let progress = RunProgress(isLive: false, write: console.error)
    let runs: [[String]]
    var unapplied: [String] = []
    if check {
      runs =
        [["workshop", "prove"], ["bugs", "--check"], ["refactor", "--check"]]
        + [["mutate", "--check"]]
    } else {
      do {
        runs = try staleRuns(in: console, progress: progress)
      } catch {
        console.error("showcase refresh: a record cannot be checked: \(error)")
        return ExitCode.dataError
      }
      unapplied = WorkshopSolutions.unapplied(
        packageRoot: console.packageRoot, variants: console.variants)
      for line in unapplied { progress.line("Workshop: \(line)") }
    }
    var failed: [(run: String, status: Int32)] = []
    if !runs.isEmpty {
      let status = await inSharedCopy(runs, in: console, progress: progress, failed: &failed)
      if status >= 128 { return status }
    }
    // After a record that could not be written, the regions would show the old one.
    if check || failed.isEmpty {
      let report = ["report", check ? "--check" : "--write"]
      progress.line("== \(Hint.run(report.joined(separator: " ")))")
      let status = await showcase(report, in: console)
      if status != ExitCode.success { failed.append((report.joined(separator: " "), status)) }
    }
    guard failed.isEmpty, unapplied.isEmpty else {
      for (run, status) in failed { console.error("showcase refresh: '\(run)' exited \(status)") }
      if !unapplied.isEmpty {
        console.error(
          "showcase refresh: \(unapplied.count) workshop solution(s) no longer apply; "
            + "record each as its line above says")
      }
      return failed.first?.status ?? ExitCode.differ
    }
    console.output(
      check
        ? "Every record matches a fresh run; every region and chart matches the code"
        : "Every record, region and chart is up to date")
    return ExitCode.success
  }

  /// The runs that record again what is stale, read from the sources alone; a line per record
  /// says what changed. A record is taken again only for the variants that changed: each
  /// stale line names its variant (`MVP: …`), and the others' results stay recorded. A line
  /// that names none (no record at all) takes every variant again.
  private static func staleRuns(in console: Console, progress: RunProgress) throws -> [[String]] {
    let root = console.packageRoot
    let names = console.variants.map(\.name)
    let width = console.width(nil, command: "showcase refresh")
    var runs: [[String]] = []
    func note(_ path: String, _ stale: [String], command: String) {
      progress.line("\(path): " + (stale.isEmpty ? "up to date" : "stale"))
      for line in stale where line != "missing" {
        LineWrap.hanging("  " + line, width: width, hang: 4).forEach(progress.line)
      }
      guard !stale.isEmpty else { return }
      let changed = console.variants.filter { variant in
        stale.contains { $0.hasPrefix("\(variant.name): ") }
      }
      let named = stale.allSatisfy { line in changed.contains { line.hasPrefix("\($0.name): ") } }
      runs.append([command, "--write"] + (named ? changed.flatMap { ["--pattern", $0.id] } : []))
    }
    note(
      BugHuntRecord.path, try RecordFiles<BugHuntRecord>(packageRoot: root).stale(variants: names),
      command: "bugs")
    note(
      RefactoringRecord.path,
      try RecordFiles<RefactoringRecord>(packageRoot: root).stale(variants: names),
      command: "refactor")
    note(
      MutationRecord.path,
      try RecordFiles<MutationRecord>(packageRoot: root).stale(variants: names),
      command: "mutate")
    return runs
  }

  /// Runs each command line in one scratch copy, which is removed at the end, also on Ctrl-C.
  /// A failing `--write` stops the rest; a failing `--check` does not. Returns 128 plus the
  /// signal when interrupted, else 0.
  private static func inSharedCopy(
    _ runs: [[String]], in console: Console, progress: RunProgress,
    failed: inout [(run: String, status: Int32)]
  ) async -> Int32 {
    let copy: ScratchPackage
    do {
      copy = try ScratchPackage.copy(
        of: console.packageRoot, environment: console.environment, command: "refresh")
    } catch {
      console.error("showcase refresh: cannot copy the package: \(error)")
      failed.append(("copy", ExitCode.cannotCreate))
      return ExitCode.success
    }
    Interruption.shared.install(removing: copy.root)
    defer {
      copy.remove()
      Interruption.shared.uninstall()
    }
    let copied =
      "Copied the package to \(copy.root.path): the \(runs.count) run(s) below share it and its "
      + "build (removed at the end)"
    let width = console.width(nil, command: "showcase refresh")
    LineWrap.hanging(copied, width: width).forEach(progress.line)
    let clock = ContinuousClock()
    for (index, run) in runs.enumerated() {
      let line = run.joined(separator: " ")
      progress.line("== [\(index + 1)/\(runs.count)] \(Hint.run(line))")
      let start = clock.now
      let status = await ScratchPackage.$lent.withValue(copy) {
        await showcase(run, in: console)
      }
      progress.line(
        "(\(line): exit \(status), \(RunProgress.clock(Timing.seconds(clock.now - start))) min:s)")
      if status >= 128 { return status }
      guard status == ExitCode.success else {
        failed.append((line, status))
        if run.contains("--write") { return ExitCode.success }
        continue
      }
    }
    return ExitCode.success
  }

  /// One `showcase` command line, run as if typed, with this console.
  private static func showcase(_ arguments: [String], in console: Console) async -> Int32 {
    await Showcase.run(
      arguments: arguments, environment: console.environment, terminal: console.terminal,
      variants: console.variants, packageRoot: console.packageRoot, input: console.input,
      output: console.output, error: console.error)
  }
}
