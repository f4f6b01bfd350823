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
    var unitVerdicts: [String: MutantFate.Verdict] = [:]
    var conformanceVerdicts: [String: MutantFate.Verdict] = [:]
    func report() {
      progress.update(
        RunProgress.variantLine(
          name, done: fates.count, of: plan.mutants.count, fates: Array(fates.values),
          seconds: Timing.seconds(clock.now - start)))
    }
    report()

    let switched = plan.mutants.filter { !plan.alone.contains($0) }
    let jobs = switched.flatMap { [($0, SuiteRunner.Suite.unit), ($0, .conformance)] }
    let variant = plan.variant
    try await SuiteJobs.twoAtATime(jobs) { mutant, suite in
      try await runner.run(suite, of: variant, mutant: mutant.id)
    } done: { job, verdict in
      let (mutant, suite) = job
      if suite == .unit {
        unitVerdicts[mutant.id] = verdict
      } else {
        conformanceVerdicts[mutant.id] = verdict
      }
      if let unit = unitVerdicts[mutant.id], let conformance = conformanceVerdicts[mutant.id] {
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
    progress.line(
      RunProgress.variantLine(
        name, done: fates.count, of: plan.mutants.count, fates: Array(fates.values),
        seconds: seconds))
    return VariantMutation(variant: name, mutants: plan.mutants, fates: fates, seconds: seconds)
  }

  /// Writes the mutant as plain code into its file (the file's other mutants stay switched off),
  /// builds, and runs both suites with no switch on.
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
