import Foundation
import ShowcaseCore
import ShowcaseLab
import ShowcaseMeasures
import ShowcaseSupport

/// `showcase refresh`: brings every record, region and chart up to date, running only what is
/// stale, in one scratch copy its runs share with its build; then `report --write`. `--check`
/// runs every check of the lab instead, in two copies at once, then `report --check`.
@MainActor
enum RefreshCommand {
  static func run(check: Bool, in console: Console) async -> Int32 {
    guard console.findsPackage(for: "showcase refresh") else { return ExitCode.noInput }
    let progress = RunProgress(isLive: false, write: console.error)
    // The workshop's proof needs the whole package; the other runs share a copy without the
    // targets their suites do not need. The slices are measured in the package: they edit nothing.
    var chains: [[[String]]]
    var inPlace = [["where", "--check"]]
    var unapplied: [String] = []
    if check {
      chains = [
        [["workshop", "prove"]],
        [["bugs", "--check"], ["refactor", "--check"], ["mutate", "--check"]],
      ]
    } else {
      do {
        let stale = try staleRuns(in: console, progress: progress)
        (chains, inPlace) = ([stale.inCopy], stale.inPlace)
      } catch {
        console.error("showcase refresh: a record cannot be checked: \(error)")
        return ExitCode.dataError
      }
      unapplied = WorkshopSolutions.unapplied(
        packageRoot: console.packageRoot, variants: console.variants)
      for line in unapplied { progress.line("Workshop: \(line)") }
    }
    var failed: [(run: String, status: Int32)] = []
    chains = chains.filter { !$0.isEmpty }
    if !chains.isEmpty {
      let status = await inScratchCopies(chains, in: console, progress: progress, failed: &failed)
      if status >= 128 { return status }
    }
    for run in inPlace {
      progress.line("== \(Hint.run(run.joined(separator: " ")))")
      let status = await showcase(run, in: console)
      if status >= 128 { return status }
      if status != ExitCode.success { failed.append((run.joined(separator: " "), status)) }
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

  /// Runs the chains at once, each in a scratch copy its runs share, in one temporary folder
  /// removed at the end. Every chain's output but the last's is held and shown when it ends, so
  /// that two runs' lines never mix. Returns 128 plus the signal when interrupted, else 0.
  private static func inScratchCopies(
    _ chains: [[[String]]], in console: Console, progress: RunProgress,
    failed: inout [(run: String, status: Int32)]
  ) async -> Int32 {
    let temporary =
      console.environment["TMPDIR"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory
    let folder = temporary.appendingPathComponent("showcase-refresh-\(UUID().uuidString)")
    Interruption.shared.install(removing: folder)
    defer {
      ScratchPackage.remove(folder)
      Interruption.shared.uninstall()
    }
    let copies: [ScratchPackage]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var environment = console.environment
      environment["TMPDIR"] = folder.path
      copies = try chains.map { _ in
        try ScratchPackage.copy(
          of: console.packageRoot, environment: environment, command: "refresh")
      }
    } catch {
      console.error("showcase refresh: cannot copy the package: \(error)")
      failed.append(("copy", ExitCode.cannotCreate))
      return ExitCode.success
    }
    let width = console.width(nil, command: "showcase refresh")
    LineWrap.hanging(
      "Copied the package \(chains.count) time(s) into \(folder.path), a copy for each list "
        + "of runs below, which share it and its build (removed at the end)", width: width
    ).forEach(progress.line)
    let held = chains.dropLast().map { _ in HeldLines() }
    // Every chain but the last in a task of its own, all on the main actor.
    let started = chains.indices.dropLast().map { index in
      let lines = held[index].console(like: console)
      let (chain, copy) = (chains[index], copies[index])
      return Task { @MainActor in await runs(chain, in: copy, console: lines) }
    }
    let last = await runs(chains[chains.count - 1], in: copies[copies.count - 1], console: console)
    var results: [(run: String, status: Int32)] = []
    for (index, task) in started.enumerated() {
      results += await task.value
      held[index].show(in: console)
    }
    results += last
    failed += results.filter { $0.status != ExitCode.success }
    return results.map(\.status).first { $0 >= 128 } ?? ExitCode.success
  }

  /// Runs each command line in `copy`, in order; a failing `--write` stops the rest, and so
  /// does an interruption.
  private static func runs(_ chain: [[String]], in copy: ScratchPackage, console: Console) async
    -> [(run: String, status: Int32)]
  {
    let progress = RunProgress(isLive: false, write: console.error)
    let clock = ContinuousClock()
    var statuses: [(run: String, status: Int32)] = []
    for run in chain {
      let line = run.joined(separator: " ")
      progress.line("== \(Hint.run(line))")
      let start = clock.now
      let status = await ScratchPackage.$lent.withValue(copy) {
        await showcase(run, in: console)
      }
      progress.line(
        "(\(line): exit \(status), \(RunProgress.clock(Timing.seconds(clock.now - start))) min:s)")
      statuses.append((line, status))
      if status >= 128 || (status != ExitCode.success && run.contains("--write")) { break }
    }
    return statuses
  }

  /// The runs that record again what is stale, read from the sources alone, with a line per
  /// record. A record is taken again only for the variants whose lines name them (`MVP: …`),
  /// for all when a line names none. The slices' runs, the second list, run in the package.
  static func staleRuns(in console: Console, progress: RunProgress) throws
    -> (inCopy: [[String]], inPlace: [[String]])
  {
    func rerun<Record: RecordedRun>(_: Record.Type) throws -> [String]? {
      let stale = try RecordFiles<Record>(packageRoot: console.packageRoot)
        .stale(variants: console.variants.map(\.name))
      // Asked for each record, as a too narrow COLUMNS is said each time.
      let width = console.width(nil, command: "showcase refresh")
      progress.line("\(Record.path): " + (stale.isEmpty ? "up to date" : "stale"))
      for line in stale where line != "missing" {
        LineWrap.hanging("  " + line, width: width, hang: 4).forEach(progress.line)
      }
      guard !stale.isEmpty else { return nil }
      let changed = console.variants.filter { variant in
        stale.contains { $0.hasPrefix("\(variant.name): ") }
      }
      let named = stale.allSatisfy { line in changed.contains { line.hasPrefix("\($0.name): ") } }
      return [Record.command, "--write"] + (named ? changed.flatMap { ["--pattern", $0.id] } : [])
    }
    let inCopy = [
      try rerun(BugHuntRecord.self), try rerun(RefactoringRecord.self),
      try rerun(MutationRecord.self),
    ]
    return (inCopy.compactMap { $0 }, [try rerun(WhereRecord.self)].compactMap { $0 })
  }

  private static func showcase(_ arguments: [String], in console: Console) async -> Int32 {
    await Showcase.run(
      arguments: arguments, environment: console.environment, terminal: console.terminal,
      variants: console.variants, packageRoot: console.packageRoot, input: console.input,
      output: console.output, error: console.error)
  }
}

/// The lines a run writes while another's are shown, kept in order to be shown after it.
@MainActor
private final class HeldLines {
  private var lines: [(toError: Bool, text: String)] = []

  func console(like console: Console) -> Console {
    Console(
      environment: console.environment, terminal: .none, variants: console.variants,
      packageRoot: console.packageRoot, input: console.input,
      output: { [self] in lines.append((false, $0)) }, error: { [self] in lines.append((true, $0)) }
    )
  }

  func show(in console: Console) {
    for (toError, text) in lines { toError ? console.error(text) : console.output(text) }
  }
}
