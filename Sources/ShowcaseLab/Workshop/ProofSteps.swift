import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The three steps of one exercise's proof, in the scratch copy.
@MainActor
struct ProofSteps {
  let workshop: Workshop
  let runner: WorkshopRunner
  let progress: RunProgress
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
      if status != ExitCode.success {
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
          + "(\(exercise.id) took \(RunProgress.clock(Timing.seconds(clock.now - start))))")
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
    // Which variants' tests do not build yet: those the compiler names. The bundle links every
    // test target, so their exercise tests are set aside, here in the copy only, to run the
    // rest. A failed build may stop before it reaches every target: it builds again until it
    // names none.
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
