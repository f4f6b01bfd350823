import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase mutate`: what each variant's suites catch. Makes every mutant of the chosen
/// variants, runs the variant's unit suite and the conformance suite against each in a scratch
/// copy of the package, and prints each variant's figures and survivors; `--write` records them
/// in Docs/mutation.json and Docs/Comparison.md, `--check` compares them with the record, and
/// first says at once when the record is stale.
@MainActor
package enum MutateCommand {
  package static func run(_ options: MutateOptions, in console: Console) async -> Int32 {
    guard console.findsPackage(for: "showcase mutate") else { return ExitCode.noInput }
    let plans: [MutationRun.Plan]
    do {
      plans = try console.selected(options.patterns).map { try plan($0, in: console) }
    } catch let failure {
      console.error("showcase mutate: cannot read the sources: \(failure)")
      return ExitCode.noInput
    }
    if options.list {
      let width = console.width(nil, command: "showcase mutate")
      for mutant in plans.flatMap(\.mutants) {
        let alone = mutant.switchable == nil ? "  [built alone]" : ""
        let line = "\(mutant.id)  \(mutant.description)\(alone)"
        LineWrap.hanging(line, width: width, hang: mutant.id.count + 2).forEach(console.output)
      }
      return ExitCode.success
    }
    // A stale record differs from any run: it is said at once, from the sources alone.
    if options.regions == .check,
      let status = RecordFiles<MutationRecord>(packageRoot: console.packageRoot).refuseStale(
        patterns: options.patterns, in: console,
        staleness: {
          try $0.staleness(
            beforeRunning: plans.map(\.variant.name), packageRoot: console.packageRoot)
        })
    {
      return status
    }

    let progress = RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    let run = MutationRun(
      packageRoot: console.packageRoot, environment: console.environment, progress: progress,
      plans: plans)
    return await CatalogueRunTiming.run(
      "mutate", count: plans.map(\.mutants.count).reduce(0, +), noun: "mutants",
      variants: plans.map(\.variant.name), progress: progress,
      buildSeconds: { run.buildSeconds }, in: console
    ) {
      let runs = try await run.run()
      var record = MutationRecord(variants: [])
      for variantRun in runs {
        record = record.merging(
          try MutationRecord(variantRun, packageRoot: console.packageRoot),
          order: console.variants.map(\.name))
      }
      return (runs, record)
    } then: { (value, total) in
      CatalogueRunTiming.finish(
        value.1, format: options.format, regions: options.regions, in: console,
        text: { MutationTable.text(value.0, record: value.1) },
        json: {
          try MutationJSON(value.0, record: value.1, buildSeconds: run.buildSeconds, total: total)
            .encoded()
        })
    }
  }

  /// A variant's mutants and files, read from the package.
  static func plan(_ variant: Variant, in console: Console) throws -> MutationRun.Plan {
    let files = try StaticMeasure.swiftFiles(
      in: "Sources/\(variant.name)", packageRoot: console.packageRoot)
    return MutationRun.Plan(
      variant: variant, module: console.variants.firstIndex { $0.id == variant.id } ?? 0,
      mutants: MutantGenerator.mutants(
        variant: variant.name, files: files.map { (path: $0.0, text: $0.1) }),
      files: Dictionary(files, uniquingKeysWith: { first, _ in first }))
  }
}
