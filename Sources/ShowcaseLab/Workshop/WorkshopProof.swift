import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop prove [E]`: proves in a scratch copy that every exercise (or E) holds, so
/// that CI catches one that drifted from the code: (1) after `start`, each variant's unit tests
/// do not build or all fail, and every scenario fails for every variant; (2) after the reference
/// solutions, every variant's exercise tests pass, and so does the whole bundle (a solution and
/// a variant's tests reach only that variant, so this is the same as each solution alone);
/// (3) after `reset`, the copy is as before `start`, file for file. The copy is built once, and
/// removed at the end, also on Ctrl-C, unless `showcase refresh` lent it.
@MainActor
struct WorkshopProof {
  let console: Console

  func run(_ exercises: [Exercise]) async -> Int32 {
    let progress = RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    let start = ContinuousClock.now
    let copy: ScratchPackage
    let owned = ScratchPackage.lent == nil
    do {
      copy =
        try ScratchPackage.lent
        ?? ScratchPackage.copy(
          of: console.packageRoot, environment: console.environment, command: "workshop")
    } catch {
      console.error("showcase workshop prove: cannot copy the package: \(error)")
      return ExitCode.cannotCreate
    }
    if owned { Interruption.shared.install(removing: copy.root) }
    // The copy goes first, while Ctrl-C still removes it.
    defer { if owned { Interruption.shared.uninstall() } }
    defer { if owned { copy.remove() } }
    progress.line(
      "Proving \(exercises.map(\.id).joined(separator: ", ")) in \(copy.root.path) "
        + (owned ? "(a copy of the package, removed at the end)" : "(the copy refresh lends)"))
    let runner = WorkshopRunner(
      packageRoot: copy.root, environment: copy.commandEnvironment(console.environment),
      logs: copy.url(".workshop-logs"), progress: progress,
      buildFlags: ScratchPackage.buildFlags)
    // Quiet: the subcommands' messages would only repeat the proof's.
    let quiet = Console(
      environment: console.environment, terminal: .none, variants: console.variants,
      packageRoot: copy.root, input: { nil }, output: { _ in }, error: { _ in })
    let steps = ProofSteps(
      workshop: Workshop(console: quiet), runner: runner, progress: progress,
      variants: console.variants)
    var failures: [String] = []
    do {
      progress.line("Building the copy (swift build --build-tests, no debug information)")
      let build = try await runner.build()
      guard build.succeeded else {
        console.error(
          "showcase workshop prove: the copy does not build before any exercise: "
            + (build.errors.first?.description ?? "see \(runner.logs.path)"))
        return ExitCode.software
      }
      progress.line("Built in \(NumberText.decimal(build.seconds)) s")
      for exercise in exercises { failures += try await steps.prove(exercise) }
    } catch let stopped as Interruption.Stopped {
      return stopped.report("showcase workshop prove", in: console)
    } catch {
      console.error("showcase workshop prove: \(error)")
      return ExitCode.software
    }
    let time = RunProgress.clock(Timing.seconds(start.duration(to: .now)))
    guard failures.isEmpty else {
      for failure in failures { console.error(failure) }
      console.output("\(failures.count) failure(s) in \(time) (min:s)")
      return ExitCode.differ
    }
    console.output(
      "Every exercise holds: red before its change, green after it, in every variant "
        + "(\(exercises.map(\.id).joined(separator: ", ")), \(time) min:s)")
    return ExitCode.success
  }
}

/// One exercise's proof, in the scratch copy.
@MainActor
struct ProofSteps {
  let workshop: Workshop
  let runner: WorkshopRunner
  let progress: RunProgress
  let variants: [Variant]

  var tree: WorkshopTree { workshop.tree }

  /// What failed, a line each. The copy is reset even after a failure.
  func prove(_ exercise: Exercise) async throws -> [String] {
    let start = ContinuousClock.now
    let before = tree.fingerprints
    var failures: [String] = []
    do {
      try workshop.start(exercise)
      failures = try await redBefore(exercise)
      if failures.isEmpty { failures += try await greenAfter(exercise) }
    } catch let failure as WorkshopError {
      failures.append("\(exercise.id): \(failure.description)")
    }
    // Without a reset the next exercise would not start from the same tree.
    do {
      if try workshop.reset() != ExitCode.success {
        throw WorkshopError.refused("reset refused: the copy holds changes of its own")
      }
    } catch let failure as WorkshopError {
      throw WorkshopError.refused("\(exercise.id): \(failure.description)")
    }
    let after = tree.fingerprints
    let differing = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    if !differing.isEmpty {
      failures.append(
        "\(exercise.id): after reset, these files differ from before start: "
          + differing.sorted().joined(separator: ", "))
    } else {
      progress.line(
        "\(exercise.id) reset: the copy is as it was before start "
          + "(\(exercise.id) took \(RunProgress.clock(Timing.seconds(start.duration(to: .now)))))")
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
    // The bundle links every test target: the exercise tests of the variants the compiler names
    // are set aside (in the copy only) to run the rest. A failed build may stop before it reaches
    // every target, so it builds again until it names none.
    while !build.succeeded {
      let named = variants.map(\.name).filter { name in
        !notBuilding.contains(name)
          && build.errors.contains { $0.path.hasPrefix("Tests/\(name)Tests/") }
      }
      guard !named.isEmpty else { break }
      notBuilding += named
      let files = exercise.testFiles.filter { $0.variant.map(named.contains) ?? false }
      for file in files { try tree.remove(file.path) }
      aside += files
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
      let log = "\(exercise.id)-\(variant.id)"
      async let scenarioRun = runner.run(
        exercise, variant, scenarios: true, log: "\(log)-conformance-before")
      if !notBuilding.contains(variant.name) {
        let unit = try await runner.run(
          exercise, variant, scenarios: false, log: "\(log)-unit-before")
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

  /// Nothing when every test ran and failed; else a line per test that passed.
  private func allFail(_ run: WorkshopRunner.Run, _ what: String) -> [String] {
    guard run.testCount > 0 else { return ["\(what)s: none ran"] }
    return run.passed.map { "\(what) '\($0)' passes before the change: it tests nothing new" }
  }

  /// After every reference solution: each variant's tests pass, and the whole bundle does.
  private func greenAfter(_ exercise: Exercise) async throws -> [String] {
    try workshop.applySolutions(
      of: exercise, for: variants, again: Hint.run("workshop solution \(exercise.id)"))
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
      let log = "\(exercise.id)-\(variant.id)"
      async let unitRun = runner.run(exercise, variant, scenarios: false, log: "\(log)-unit-after")
      let scenarios = try await runner.run(
        exercise, variant, scenarios: true, log: "\(log)-conformance-after")
      let unit = try await unitRun
      for (run, what) in [(unit, "unit tests"), (scenarios, "scenarios")] where !run.passes {
        failures.append(
          "\(exercise.id) \(variant.name): its \(what) do not pass with its reference solution "
            + "(\(WorkshopCheck.tally(run, ids: exercise.scenarioIDs)))")
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
