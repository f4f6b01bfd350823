import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase mutate`: copies the package, compiles every switchable mutant of the
/// chosen variants into the copy at once (mutant schemata) and builds it once, then for each
/// mutant runs the variant's unit suite and its conformance suite, two runs at a time; mutants
/// that cannot be switched are built one at a time. The copy is removed at the end, and on
/// Ctrl-C.
@MainActor
final class MutationRun {
  /// One variant's part of the run.
  struct Plan {
    let variant: Variant
    /// The variant's place in `Variant.all`, which keeps generated operator names apart.
    let module: Int
    let mutants: [Mutant]
    /// The variant's files as written, by path.
    let files: [String: String]
    /// By file, the mutants compiled in behind switches.
    var switched: [String: [Mutant]] = [:]
    /// Mutants built one at a time: not switchable, or rejected by the compiler in the schema.
    var alone: [Mutant] = []
  }

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  var plans: [Plan]
  var scratch: ScratchPackage?
  /// The time of the scratch copy's first build.
  var buildSeconds = 0.0

  init(
    packageRoot: URL, environment: [String: String], progress: RunProgress, plans: [Plan]
  ) {
    self.packageRoot = packageRoot
    self.environment = environment
    self.progress = progress
    self.plans = plans
  }

  /// Runs every plan and returns each variant's fates. The scratch copy is gone afterwards,
  /// whatever happened.
  func run() async throws -> [VariantMutation] {
    try await ScratchPackage.withSuitesCopy(
      of: packageRoot, command: "mutate", environment: environment, progress: progress
    ) { copy in
      scratch = copy
      // A copy `refresh` lends goes on to other runs: its files are put back as they were.
      defer { restore(copy) }
      for index in plans.indices {
        for (path, mutants) in Dictionary(grouping: plans[index].mutants, by: \.file) {
          let parts = MutantSchema.partition(mutants, module: plans[index].module)
          plans[index].switched[path] = parts.switched
          plans[index].alone += parts.alone
        }
        try writeSchemata(of: plans[index])
      }
      try await buildSchemata()
      let runner = try await SuiteRunner.calibrated(
        in: copy, environment: environment, variants: plans.map(\.variant), change: "mutants",
        progress: progress)
      var results: [VariantMutation] = []
      for plan in plans {
        results.append(try await test(plan, with: runner))
      }
      return results
    }
  }

  /// Writes the variant's files with their switched mutants compiled in, and its support file.
  func writeSchemata(of plan: Plan) throws {
    guard let scratch else { return }
    for (path, text) in plan.files {
      let switched = plan.switched[path] ?? []
      try scratch.write(
        MutantSchema.render(text, switched: switched, module: plan.module), to: path)
    }
    let all = plan.switched.keys.sorted().flatMap { plan.switched[$0] ?? [] }
    try scratch.write(
      MutantSchema.supportFile(variant: plan.variant.name, module: plan.module, mutants: all),
      to: "Sources/\(plan.variant.name)/\(MutantSchema.supportFileName)")
  }

  /// Writes every planned file back as it was, and removes the support files.
  private func restore(_ copy: ScratchPackage) {
    for plan in plans {
      for (path, text) in plan.files { try? copy.write(text, to: path) }
      try? FileManager.default.removeItem(
        at: copy.url("Sources/\(plan.variant.name)/\(MutantSchema.supportFileName)"))
    }
  }
}
