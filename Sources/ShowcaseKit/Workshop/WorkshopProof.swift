import Foundation
import ShowcaseCore

/// `showcase workshop prove [E]`: proves, in a scratch copy of the package, that every exercise
/// (or E) does what the kit promises, so that CI catches an exercise that drifted from the code:
///
/// 1. after `start`, the exercise's tests fail in every variant: each variant's unit tests do
///    not build, or build and every one fails; every conformance scenario fails for every
///    variant (the scenarios use only what the variants have, so they always build);
/// 2. after the reference solutions, every variant's exercise tests pass, and so does the whole
///    test bundle. A solution changes only its variant's folders, and a variant's tests reach
///    only that variant, so each variant's tests passing here is the same as passing with its
///    solution alone;
/// 3. after `reset`, the copy is as it was before `start`, file for file.
///
/// The copy is built once; each step after that is an incremental build. The copy is removed at
/// the end, also on Ctrl-C.
@MainActor
struct WorkshopProof {
  let console: Console

  func run(_ exercises: [Exercise]) async -> Int32 {
    let progress = MutationProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    let clock = ContinuousClock()
    let start = clock.now
    let copy: ScratchPackage
    do {
      copy = try ScratchPackage.copy(
        of: console.packageRoot, environment: console.environment, command: "workshop")
    } catch {
      console.error("showcase workshop prove: cannot copy the package: \(error)")
      return Showcase.ExitCode.cannotCreate
    }
    Interruption.shared.install(removing: copy.root)
    defer {
      copy.remove()
      Interruption.shared.uninstall()
    }
    progress.line(
      "Proving \(exercises.map(\.id).joined(separator: ", ")) in \(copy.root.path) "
        + "(a copy of the package, removed at the end)")
    let runner = WorkshopRunner(
      packageRoot: copy.root, environment: console.environment,
      logs: copy.url(".workshop-logs"), progress: progress)
    // The copy's own console: the subcommands' messages would only repeat the proof's.
    let quiet = Console(
      environment: console.environment, terminal: .none, variants: console.variants,
      packageRoot: copy.root, input: { nil }, output: { _ in }, error: { _ in })
    let steps = ProofSteps(
      workshop: Workshop(console: quiet), runner: runner, progress: progress,
      variants: console.variants)
    var failures: [String] = []
    do {
      progress.line("Building the copy (swift build --build-tests)")
      let build = try await runner.build()
      guard build.succeeded else {
        console.error(
          "showcase workshop prove: the copy does not build before any exercise: "
            + (build.errors.first?.description ?? "see \(runner.logs.path)"))
        return Showcase.ExitCode.software
      }
      progress.line("Built in \(NumberText.decimal(build.seconds)) s")
      for exercise in exercises {
        failures += try await steps.prove(exercise)
      }
    } catch let stopped as Interruption.Stopped {
      console.error(
        "showcase workshop prove: interrupted; the copy is removed, the package untouched")
      return 128 + stopped.signal
    } catch {
      console.error("showcase workshop prove: \(error)")
      return Showcase.ExitCode.software
    }
    let time = MutationProgress.clock(Timing.seconds(clock.now - start))
    guard failures.isEmpty else {
      for failure in failures { console.error(failure) }
      console.output("\(failures.count) failure(s) in \(time) (min:s)")
      return Showcase.ExitCode.differ
    }
    console.output(
      "Every exercise holds: red before its change, green after it, in every variant "
        + "(\(exercises.map(\.id).joined(separator: ", ")), \(time) min:s)")
    return Showcase.ExitCode.success
  }
}

/// The three steps of one exercise's proof, in the scratch copy.
@MainActor
struct ProofSteps {
  let workshop: Workshop
  let runner: WorkshopRunner
  let progress: MutationProgress
  let variants: [Variant]

  var tree: WorkshopTree { workshop.tree }

  /// Proves one exercise; returns what failed, a line each. The copy is reset even after a
  /// failure, so that the next exercise starts from the same tree.
  func prove(_ exercise: Exercise) async throws -> [String] {
    let clock = ContinuousClock()
    let start = clock.now
    let before = Dictionary(
      uniqueKeysWithValues: tree.watchedFiles.compactMap { path in
        tree.fingerprint(path).map { (path, $0) }
      })
    var failures: [String] = []
    do {
      try workshop.start(exercise)
      failures += try await redBefore(exercise)
      if failures.isEmpty { failures += try await greenAfter(exercise) }
    } catch let failure as WorkshopError {
      failures.append("\(exercise.id): \(failure.description)")
    }
    do {
      let status = try workshop.reset()
      if status != Showcase.ExitCode.success {
        throw WorkshopError.refused("reset refused: the copy holds changes of its own")
      }
    } catch let failure as WorkshopError {
      // Without a reset the next exercise would not start from the same tree.
      throw WorkshopError.refused("\(exercise.id): \(failure.description)")
    }
    let after = Dictionary(
      uniqueKeysWithValues: tree.watchedFiles.compactMap { path in
        tree.fingerprint(path).map { (path, $0) }
      })
    if after != before {
      let differing = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
      failures.append(
        "\(exercise.id): after reset, these files differ from before start: "
          + differing.sorted().joined(separator: ", "))
    } else {
      progress.line(
        "\(exercise.id) reset: the copy is as it was before start "
          + "(\(exercise.id) took \(MutationProgress.clock(Timing.seconds(clock.now - start))))")
    }
    return failures
  }

  /// After `start`: every variant's tests fail or do not build.
  private func redBefore(_ exercise: Exercise) async throws -> [String] {
    var failures: [String] = []
    var notBuilding: [String] = []
    var aside: [Exercise.TestFile] = []
    defer { for file in aside { try? tree.write(file.text, to: file.path) } }
    var build = try await runner.build()
    if !build.succeeded {
      // Which variants' tests do not build yet: each test target alone. The bundle links
      // every test target, so those are set aside, here in the copy only, to run the rest.
      for variant in variants {
        let alone = try await runner.build(target: "\(variant.name)Tests")
        if !alone.succeeded { notBuilding.append(variant.name) }
      }
      aside = exercise.testFiles.filter { $0.variant.map(notBuilding.contains) ?? false }
      for file in aside { try tree.remove(file.path) }
      build = try await runner.build()
    }
    guard build.succeeded else {
      // The scenarios use only what every variant has, so they build before the change.
      return [
        "\(exercise.id): the copy does not build after start, its variants' unit tests set "
          + "aside: " + (build.errors.first?.description ?? "see the log")
      ]
    }
    var said: [String] = []
    for variant in variants {
      // A variant's two runs at once, one a core.
      async let scenarioRun = runner.run(
        filters: WorkshopRunner.filters(exercise, variant: nil), variant: variant,
        log: "\(exercise.id)-\(variant.id)-conformance-before")
      if !notBuilding.contains(variant.name) {
        let unit = try await runner.run(
          filters: WorkshopRunner.filters(exercise, variant: variant.name),
          log: "\(exercise.id)-\(variant.id)-unit-before")
        failures += allFail(unit, "\(exercise.id) \(variant.name): unit test")
      }
      let scenarios = try await scenarioRun
      failures += allFail(scenarios, "\(exercise.id) \(variant.name): scenario")
      said.append(
        "\(variant.name) "
          + (notBuilding.contains(variant.name) ? "does not build" : "fails")
          + ", \(scenarios.failed.count)/\(scenarios.testCount) scenarios fail")
    }
    if failures.isEmpty {
      progress.line("\(exercise.id) after start: \(said.joined(separator: "; "))")
    }
    return failures
  }

  /// Every test of `run` ran and failed; else a line per test that passed.
  private func allFail(_ run: WorkshopRunner.Run, _ what: String) -> [String] {
    guard run.testCount > 0 else { return ["\(what)s: none ran"] }
    return run.passed.map { "\(what) '\($0)' passes before the change: it tests nothing new" }
  }

  /// After every reference solution: each variant's tests pass, and the whole bundle does.
  private func greenAfter(_ exercise: Exercise) async throws -> [String] {
    try workshop.applySolutions(of: exercise, for: variants)
    let build = try await runner.build()
    guard build.succeeded else {
      return [
        "\(exercise.id): the copy does not build with the reference solutions: "
          + (build.errors.first?.description ?? "see the log")
      ]
    }
    var failures: [String] = []
    for variant in variants {
      // A variant's two runs at once, one a core.
      async let unitRun = runner.run(
        filters: WorkshopRunner.filters(exercise, variant: variant.name),
        log: "\(exercise.id)-\(variant.id)-unit-after")
      let scenarios = try await runner.run(
        filters: WorkshopRunner.filters(exercise, variant: nil), variant: variant,
        log: "\(exercise.id)-\(variant.id)-conformance-after")
      let unit = try await unitRun
      for (run, what) in [(unit, "unit tests"), (scenarios, "scenarios")] where !run.passes {
        failures.append(
          "\(exercise.id) \(variant.name): its \(what) do not pass with its reference solution "
            + "(\(WorkshopCheck.tally(run)))")
      }
    }
    let whole = try await runner.run(filters: [], log: "\(exercise.id)-whole-suite")
    if !whole.passes {
      failures.append(
        "\(exercise.id): the whole suite does not pass with the reference solutions "
          + "(\(whole.failed.prefix(5).joined(separator: ", ")))")
    }
    if failures.isEmpty {
      progress.line(
        "\(exercise.id) after the reference solutions: every variant's tests pass; "
          + "the whole suite passes (\(whole.testCount) tests)")
    }
    return failures
  }
}
