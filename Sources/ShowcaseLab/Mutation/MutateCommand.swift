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
    let count = plans.map(\.mutants.count).reduce(0, +)
    progress.line(
      CatalogueRunTiming.firstLine(count, "mutants", variants: plans.map(\.variant.name)))
    let clock = ContinuousClock()
    let start = clock.now
    let run = MutationRun(
      packageRoot: console.packageRoot, environment: console.environment, progress: progress,
      plans: plans)
    let runs: [VariantMutation]
    var record = MutationRecord(variants: [])
    do {
      runs = try await run.run()
      for variantRun in runs {
        record = record.merging(
          try MutationRecord(variantRun, packageRoot: console.packageRoot),
          order: console.variants.map(\.name))
      }
    } catch let stopped as Interruption.Stopped {
      return stopped.report("showcase mutate", in: console)
    } catch let failure {
      console.error("showcase mutate: \(failure)")
      return ExitCode.software
    }
    let total = Timing.seconds(clock.now - start)
    progress.line(
      "\(count) mutants in \(RunProgress.clock(total)) (min:s), "
        + "of which \(NumberText.decimal(run.buildSeconds)) s the first build")

    switch options.format {
    case .text:
      console.outputLines(of: MutationTable.text(runs, record: record).joined(separator: "\n"))
    case .markdown: console.outputLines(of: MutationTable.region(record))
    case .json:
      do {
        console.outputLines(
          of: try MutationJSON(runs, record: record, buildSeconds: run.buildSeconds, total: total)
            .encoded())
      } catch let failure {
        console.error("showcase mutate: cannot encode the results: \(failure)")
        return ExitCode.software
      }
    }
    return RecordFiles<MutationRecord>(packageRoot: console.packageRoot)
      .keep(record, as: options.regions, in: console)
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
