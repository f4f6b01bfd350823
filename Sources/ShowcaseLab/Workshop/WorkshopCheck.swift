import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop check [E] [--pattern P]...`: builds the package once, then runs the started
/// exercise's unit tests and scenarios of each chosen variant, and says per variant whether they
/// pass, and under it, per failing test, its first failing expectation. All test targets link
/// into one bundle: when the build fails, each variant's test target is built alone, to say
/// which do not build (with the compiler's errors), and none is run.
@MainActor
struct WorkshopCheck {
  enum Verdict: Equatable { case passes, fails, doesNotBuild, notRun }

  /// One variant's line, and the lines under it that say why.
  struct Row: Equatable {
    let variant: String
    let verdict: Verdict
    let summary: String
    var details: [String] = []
  }

  let console: Console
  let exercise: Exercise
  /// Variants whose reference solution is applied.
  let solved: [String]
  /// The folders of the participant's change, to keep before `reset`.
  var workToKeep: [String] = []

  nonisolated static let width = 100

  func run(_ variants: [Variant]) async -> Int32 {
    let live = console.terminal.errorIsTerminal
    let progress = RunProgress(isLive: live, write: console.error)
    let logs = "\(WorkshopState.folder)/logs"
    let runner = WorkshopRunner(
      packageRoot: console.packageRoot, environment: console.environment,
      logs: console.packageRoot.appendingPathComponent(logs), progress: progress)
    Interruption.shared.install()
    defer { Interruption.shared.uninstall() }
    let start = ContinuousClock.now
    var rows: [Row] = []
    do {
      // One progress line: rewritten in place at a terminal, written once elsewhere.
      let building = "Building the package (swift build --build-tests), logs in \(logs)/"
      if live { progress.update(building) } else { progress.line(building) }
      let build = try await runner.build()
      if build.succeeded {
        for variant in variants {
          progress.update("Running \(variant.name)'s tests of \(exercise.id)")
          rows.append(try await check(variant, with: runner, logs: logs))
        }
      } else {
        rows = try await attribute(build, for: variants, with: runner, logs: logs)
      }
    } catch let stopped as Interruption.Stopped {
      return stopped.report(
        "showcase workshop check", in: console, files: "the tree is as it was")
    } catch {
      console.error("showcase workshop check: \(error)")
      return ExitCode.software
    }
    if live {
      progress.line(
        "Checked in \(RunProgress.clock(Timing.seconds(start.duration(to: .now)))) (min:s), "
          + "logs in \(logs)/")
    }
    Self.lines(rows).forEach(console.output)
    let passing = rows.filter { $0.verdict == .passes }.count
    console.output("\(exercise.id): \(passing) of \(rows.count) variant(s) pass")
    if passing < rows.count {
      nextStep(rows.map { ($0.variant, $0.verdict) }, chosen: variants).forEach(console.output)
    } else if !workToKeep.isEmpty {
      console.output(
        "Keep your change: " + Workshop.stashCommand(for: workToKeep, leftToChange: []))
      console.output("Then run: \(Hint.run("workshop reset"))")
    }
    return passing == rows.count ? ExitCode.success : ExitCode.differ
  }

  /// Those `--pattern` names; without it, those left to change, or all when every one is solved.
  static func variants(_ patterns: [String], solved: [String], in console: Console) -> [Variant] {
    let left = console.variants.filter { !solved.contains($0.name) }
    return patterns.isEmpty && !left.isEmpty ? left : console.selected(patterns)
  }

  /// Each row as a line of a table, with the lines that say why under it.
  nonisolated static func lines(_ rows: [Row]) -> [String] {
    let table = TextTable().lines(rows.map { [$0.variant, $0.summary] })
    return zip(table, rows).flatMap { line, row in [line] + row.details }
  }

  /// What to type after a check that did not pass: a line that says why, then the command.
  func nextStep(_ verdicts: [(variant: String, verdict: Verdict)], chosen: [Variant]) -> [String] {
    let id = exercise.id
    let broken = verdicts.filter { $0.verdict == .doesNotBuild }.map { $0.variant.lowercased() }
    // Without --pattern, check takes the variants left to change: the hint needs none then.
    let asBefore = Self.variants([], solved: solved, in: console).map(\.id) == chosen.map(\.id)
    let again = Hint.run("workshop check" + (asBefore ? "" : Self.options("pattern", chosen)))
    guard verdicts.contains(where: { $0.verdict == .notRun }) else {
      return ["Make the change, then run again: \(again)"]
    }
    // Every test target links into one bundle: one that does not build stops them all.
    guard broken.isEmpty else {
      return [
        "A variant that does not build keeps the others from running. Make its change, or run:",
        Hint.run("workshop solution \(id)" + broken.map { " --pattern \($0)" }.joined()),
      ]
    }
    let othersLeft = console.variants.contains { variant in
      !chosen.contains { $0.id == variant.id } && !solved.contains(variant.name)
    }
    guard othersLeft else {
      return ["The package does not build: mend the error named above, then run again: \(again)"]
    }
    return [
      "The other variants must build too, since all tests link into one bundle. Run:",
      Hint.run("workshop solution \(id)\(Self.options("except", chosen))"),
    ]
  }

  /// ` --pattern mvc --pattern mvp`.
  nonisolated static func options(_ name: String, _ variants: [Variant]) -> String {
    variants.map { " --\(name) \($0.id)" }.joined()
  }

  /// Runs a variant's unit tests and conformance scenarios of the exercise.
  private func check(_ variant: Variant, with runner: WorkshopRunner, logs: String) async throws
    -> Row
  {
    let unit = try await runner.run(exercise, variant, scenarios: false, log: "\(variant.id)-unit")
    let scenarios = try await runner.run(
      exercise, variant, scenarios: true, log: "\(variant.id)-conformance")
    let summary = "(unit tests \(Self.count(unit)), scenarios \(Self.count(scenarios)))"
    guard !(unit.passes && scenarios.passes) else {
      return Row(variant: variant.name, verdict: .passes, summary: "passes \(summary)")
    }
    let reasons =
      Self.reasons(unit, kind: "unit test", log: "\(logs)/\(variant.id)-unit.log")
      + Self.reasons(scenarios, kind: "scenario", log: "\(logs)/\(variant.id)-conformance.log")
    return Row(
      variant: variant.name, verdict: .fails, summary: "fails \(summary)",
      details: Self.sorted(reasons, ids: exercise.scenarioIDs))
  }

  /// After a failed build: builds each variant's test target alone, and the scenarios', to say
  /// which do not build.
  private func attribute(
    _ build: WorkshopRunner.Build, for variants: [Variant], with runner: WorkshopRunner,
    logs: String
  ) async throws -> [Row] {
    let conformance = try await runner.build(target: "ConformanceTests")
    let elsewhere = build.errors.filter { error in
      !variants.contains { error.path.hasPrefix("Tests/\($0.name)Tests/") }
    }
    var rows: [Row] = []
    for variant in variants {
      let target = "\(variant.name)Tests"
      let alone = try await runner.build(target: target)
      func row(
        _ verdict: Verdict, _ summary: String, _ errors: [WorkshopRunner.CompileError], log: String
      )
        -> Row
      {
        Row(
          variant: variant.name, verdict: verdict, summary: summary,
          details: Self.errorLines(errors, log: "\(logs)/\(log).log"))
      }
      if !alone.succeeded {
        let errors = alone.errors.isEmpty ? build.errors : alone.errors
        rows.append(row(.doesNotBuild, "does not build", errors, log: "build-\(target)"))
      } else if !conformance.succeeded {
        let summary = "not run: the conformance scenarios do not build"
        rows.append(row(.notRun, summary, conformance.errors, log: "build-ConformanceTests"))
      } else {
        let summary = "not run: its tests build, the package does not"
        rows.append(row(.notRun, summary, elsewhere, log: "build"))
      }
    }
    return rows
  }
}
