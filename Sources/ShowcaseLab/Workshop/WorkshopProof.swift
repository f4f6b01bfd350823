import Foundation
import ShowcaseCore
import ShowcaseSupport

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
/// the end, also on Ctrl-C, unless `showcase refresh` lent it.
@MainActor
struct WorkshopProof {
  let console: Console

  func run(_ exercises: [Exercise]) async -> Int32 {
    let progress = RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    let clock = ContinuousClock()
    let start = clock.now
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
    defer {
      if owned {
        copy.remove()
        Interruption.shared.uninstall()
      }
    }
    progress.line(
      "Proving \(exercises.map(\.id).joined(separator: ", ")) in \(copy.root.path) "
        + (owned ? "(a copy of the package, removed at the end)" : "(the copy refresh lends)"))
    let runner = WorkshopRunner(
      packageRoot: copy.root, environment: console.environment,
      logs: copy.url(".workshop-logs"), progress: progress,
      buildFlags: ScratchPackage.buildFlags)
    // The copy's own console: the subcommands' messages would only repeat the proof's.
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
      for exercise in exercises {
        failures += try await steps.prove(exercise)
      }
    } catch let stopped as Interruption.Stopped {
      return stopped.report("showcase workshop prove", in: console)
    } catch {
      console.error("showcase workshop prove: \(error)")
      return ExitCode.software
    }
    let time = RunProgress.clock(Timing.seconds(clock.now - start))
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
