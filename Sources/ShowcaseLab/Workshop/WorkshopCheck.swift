import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop check [E] [--pattern P]...`: builds the package as it is, once, then runs
/// the started exercise's tests of each chosen variant, its unit tests and its conformance
/// scenarios, and says per variant whether they pass. All test targets link into one bundle, so
/// when one variant's tests do not build yet, none can run: then each variant's test target is
/// built alone, to say which variants do not build, and the others are not run.
@MainActor
struct WorkshopCheck {
  /// One variant's verdict.
  enum Verdict: Equatable {
    case passes
    case fails
    case doesNotBuild
    case notRun
  }

  let console: Console
  let exercise: Exercise
  /// The variants whose reference solution is applied.
  let solved: [String]

  func run(_ variants: [Variant]) async -> Int32 {
    let progress = RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    let runner = WorkshopRunner(
      packageRoot: console.packageRoot, environment: console.environment,
      logs: console.packageRoot.appendingPathComponent("\(WorkshopState.folder)/logs"),
      progress: progress)
    Interruption.shared.install()
    defer { Interruption.shared.uninstall() }
    var rows: [(variant: String, verdict: Verdict, detail: String)] = []
    do {
      progress.line("Building the package (swift build --build-tests)")
      let build = try await runner.build()
      if build.succeeded {
        for variant in variants {
          progress.update("Running \(variant.name)'s tests of \(exercise.id)")
          rows.append(try await check(variant, with: runner))
        }
      } else {
        rows = try await attribute(build, for: variants, with: runner)
      }
    } catch let stopped as Interruption.Stopped {
      return stopped.report(
        "showcase workshop check", in: console, files: "the tree is as it was")
    } catch {
      console.error("showcase workshop check: \(error)")
      return ExitCode.software
    }
    let table = TextTable().lines(rows.map { [$0.variant, $0.detail] })
    for line in table { console.output(line) }
    let passing = rows.filter { $0.verdict == .passes }.count
    console.output("\(exercise.id): \(passing) of \(rows.count) variant(s) pass")
    if passing < rows.count {
      console.output(nextStep(rows.map { ($0.variant, $0.verdict) }, chosen: variants))
    }
    return passing == rows.count ? ExitCode.success : ExitCode.differ
  }

  /// The variants `check` runs: those `--pattern` names; without it, those left to change (every
  /// variant whose solution the workshop has not applied), or all when every one is solved.
  static func variants(_ patterns: [String], solved: [String], in console: Console) -> [Variant] {
    let left = console.variants.filter { !solved.contains($0.name) }
    return patterns.isEmpty && !left.isEmpty ? left : console.selected(patterns)
  }

  /// The command to type after a check that did not pass.
  func nextStep(_ verdicts: [(variant: String, verdict: Verdict)], chosen: [Variant]) -> String {
    let id = exercise.id
    let broken = verdicts.filter { $0.verdict == .doesNotBuild }.map { $0.variant.lowercased() }
    guard verdicts.contains(where: { $0.verdict == .notRun }) else {
      let patterns = chosen.count == console.variants.count ? "" : Self.options("pattern", chosen)
      return "Make the change (logs in \(WorkshopState.folder)/logs/), then run again: "
        + "showcase workshop check \(id)\(patterns)"
    }
    // Every test target links into one bundle: one that does not build stops them all.
    guard broken.isEmpty else {
      return "A variant that does not build keeps every other from running: make its change, "
        + "or run: showcase workshop solution \(id)"
        + broken.map { " --pattern \($0)" }.joined()
    }
    let chosenIDs = chosen.map(\.id)
    let unsolved = console.variants.filter { variant in
      !chosenIDs.contains(variant.id) && !solved.contains(variant.name)
    }
    guard !unsolved.isEmpty else {
      return "The package does not build: mend the error named above, then run again: "
        + "showcase workshop check \(id)\(Self.options("pattern", chosen))"
    }
    return "The other variants must build too, since all tests link into one bundle; run: "
      + "showcase workshop solution \(id)\(Self.options("except", chosen)), "
      + "or start with\(Self.options("pattern", chosen))"
  }

  /// ` --pattern mvc --pattern mvp`.
  nonisolated static func options(_ name: String, _ variants: [Variant]) -> String {
    variants.map { " --\(name) \($0.id)" }.joined()
  }

  /// Runs a variant's unit tests and conformance scenarios of the exercise.
  private func check(_ variant: Variant, with runner: WorkshopRunner) async throws -> (
    String, Verdict, String
  ) {
    let unit = try await runner.run(
      filters: WorkshopRunner.filters(exercise, variant: variant.name),
      log: "\(variant.id)-unit")
    let scenarios = try await runner.run(
      filters: WorkshopRunner.filters(exercise, variant: nil), variant: variant,
      log: "\(variant.id)-conformance")
    let summary =
      "(unit tests \(Self.tally(unit)), scenarios \(Self.tally(scenarios)))"
    return unit.passes && scenarios.passes
      ? (variant.name, .passes, "passes \(summary)")
      : (variant.name, .fails, "fails \(summary)")
  }

  /// `2/2`, or `1/2: W1.2 fails`, or `none ran`.
  nonisolated static func tally(_ run: WorkshopRunner.Run) -> String {
    guard run.testCount > 0 else { return run.timedOut ? "timed out" : "none ran" }
    let passed = run.testCount - run.failed.count
    let failing = run.failed.map { $0.split(separator: " ").first.map(String.init) ?? $0 }
    return "\(passed)/\(run.testCount)"
      + (failing.isEmpty ? "" : ": \(failing.joined(separator: ", ")) failing")
  }

  /// After a failed build: builds each variant's test target alone, and the conformance
  /// suite's, to say which do not build.
  private func attribute(
    _ build: WorkshopRunner.Build, for variants: [Variant], with runner: WorkshopRunner
  ) async throws -> [(String, Verdict, String)] {
    let conformance = try await runner.build(target: "ConformanceTests")
    var rows: [(String, Verdict, String)] = []
    for variant in variants {
      let alone = try await runner.build(target: "\(variant.name)Tests")
      if !alone.succeeded {
        let error = alone.errors.first ?? build.errors.first
        rows.append(
          (variant.name, .doesNotBuild, "does not build: \(error?.description ?? "see the log")"))
      } else if !conformance.succeeded {
        let error = conformance.errors.first.map { ": \($0)" } ?? ""
        rows.append(
          (variant.name, .notRun, "not run: the conformance scenarios do not build\(error)"))
      } else {
        let elsewhere = build.errors.first { error in
          !variants.contains { error.path.hasPrefix("Tests/\($0.name)Tests/") }
        }
        rows.append(
          (
            variant.name, .notRun,
            "not run: its tests build, the package does not"
              + (elsewhere.map { ": \($0)" } ?? "")
          ))
      }
    }
    return rows
  }
}
