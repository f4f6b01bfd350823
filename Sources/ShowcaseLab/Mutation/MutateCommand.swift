import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase mutate`: runs each variant's unit suite and the conformance suite against every
/// mutant of its code in a scratch copy, and prints, records (`--write`) or checks the figures.
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

  static func plan(_ variant: Variant, in console: Console) throws -> MutationRun.Plan {
    let (mutants, files) = try MutantGenerator.mutants(
      variant: variant.name, packageRoot: console.packageRoot)
    return MutationRun.Plan(
      variant: variant, module: console.variants.firstIndex { $0.id == variant.id } ?? 0,
      mutants: mutants, files: Dictionary(files, uniquingKeysWith: { first, _ in first }))
  }

  package static var help: String {
    """
    showcase mutate: what each variant's suites catch, as a mutation score per variant.

    Usage: swift run showcase mutate [--pattern P]... [--format text|json|markdown]
           swift run showcase mutate --write | --check | --list

    Makes small faults in a variant's code, one at a time (an operator flipped, a call or a
    guard removed, a string emptied, a weak reference made strong: Docs/Testability.md lists
    them), and runs the variant's unit suite and the conformance suite against each, in a
    scratch copy of the package that is removed at the end, also on Ctrl-C. Prints per variant
    how many mutants each suite killed, the survivors of both, the compile errors and the time;
    then each survivor as file:line: operator: original → mutated. A full run takes minutes.
    Run it from the package's root folder.

    \(MutateOptions.options.help)

    Exit status: 0 done, 1 the record is stale or the run differs from it, 64 wrong command
    line, 65 the record cannot be read, 66 not run from the package's folder, 70 the scratch
    copy did not build or a suite fails without mutants, 73 the record cannot be written, 130
    or 143 interrupted (SIGINT, SIGTERM).
    """
  }
}

package struct MutateOptions: Sendable, Equatable {
  package var patterns: [String] = []
  var format: OutputFormat = .text
  var regions: RegionAction?
  var list = false

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --format F     text, json (every mutant and its fate) or markdown (default: text)
    --write        record the run in Docs/mutation.json and the mutation region of
                   Docs/Comparison.md
    --check        exit 1 when the run differs from Docs/mutation.json; a record that
                   is stale for the code or the suites is said at once, before
                   anything is built
    --list         only list the mutants: no build, no test run
    """

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--list":
        try reader.flag()
        options.list = true
      case "--write", "--check": try reader.regionAction(option, into: &options.regions)
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
