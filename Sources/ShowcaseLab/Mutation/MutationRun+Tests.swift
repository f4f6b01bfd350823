import Foundation
import ShowcaseCore
import ShowcaseSupport

/// Testing one variant's mutants: the switched ones from the one build, two suite runs at a
/// time on the two cores; then each mutant built alone, after its own incremental build.
extension MutationRun {
  func test(_ plan: Plan, with runner: SuiteRunner) async throws -> VariantMutation {
    let clock = ContinuousClock()
    let start = clock.now
    let name = plan.variant.name
    var fates: [String: MutantFate] = [:]
    var verdicts: [String: [SuiteRunner.Suite: SuiteRunner.Verdict]] = [:]
    func line(_ seconds: Double) -> String {
      let run = VariantMutation(
        variant: name, mutants: plan.mutants, fates: fates, seconds: seconds)
      return RunProgress.variantLine(
        name, done: fates.count, of: plan.mutants.count, unit: run.killedByUnitSuite,
        conformance: run.killedByConformanceSuite, survived: run.survivors.count,
        errors: run.compileErrors, time: RunProgress.clock(seconds))
    }
    func report() { progress.update(line(Timing.seconds(clock.now - start))) }
    report()

    let switched = plan.mutants.filter { !plan.alone.contains($0) }
    let jobs = switched.flatMap { [($0, SuiteRunner.Suite.unit), ($0, .conformance)] }
    let variant = plan.variant
    try await SuiteJobs.twoAtATime(jobs) { mutant, suite in
      try await runner.run(suite, of: variant, mutant: mutant.id)
    } done: { job, verdict in
      let (mutant, suite) = job
      verdicts[mutant.id, default: [:]][suite] = verdict
      if let unit = verdicts[mutant.id]?[.unit],
        let conformance = verdicts[mutant.id]?[.conformance]
      {
        fates[mutant.id] = MutantFate(
          build: .switched, unitSuite: unit, conformanceSuite: conformance)
        report()
      }
    }

    for mutant in plan.alone {
      fates[mutant.id] = try await testAlone(mutant, of: plan, with: runner)
      report()
    }
    if !plan.alone.isEmpty {
      // Back to the schemata, so that the next variant runs on the build it expects.
      try writeSchemata(of: plan)
      let (status, _) = try await build(label: "restoring \(name)")
      guard status == 0 else { throw RunFailure(description: "the scratch copy no longer builds") }
    }
    let seconds = Timing.seconds(clock.now - start)
    progress.line(line(seconds))
    return VariantMutation(variant: name, mutants: plan.mutants, fates: fates, seconds: seconds)
  }

  /// Builds the mutant as plain code (the file's other mutants switched off) and runs both suites.
  private func testAlone(_ mutant: Mutant, of plan: Plan, with runner: SuiteRunner) async throws
    -> MutantFate
  {
    guard let scratch, let text = plan.files[mutant.file] else {
      return .compileError(.alone)
    }
    let switched = plan.switched[mutant.file] ?? []
    try scratch.write(
      MutantSchema.render(text, switched: switched, plain: mutant, module: plan.module),
      to: mutant.file)
    defer {
      try? scratch.write(
        MutantSchema.render(text, switched: switched, module: plan.module), to: mutant.file)
    }
    let (status, _) = try await build(label: "\(plan.variant.name): building \(mutant.id) alone")
    guard status == 0 else { return .compileError(.alone) }
    async let unit = runner.run(.unit, of: plan.variant, mutant: nil)
    async let conformance = runner.run(.conformance, of: plan.variant, mutant: nil)
    return MutantFate(
      build: .alone, unitSuite: try await unit, conformanceSuite: try await conformance)
  }
}
