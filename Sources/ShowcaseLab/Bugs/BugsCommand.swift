import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase bugs`: the bug hunt. Writes each bug of the catalogue (Docs/bugs.catalogue) into
/// every chosen variant of a scratch copy of the package, runs the variant's own unit suite
/// and the conformance suite against it, and prints who caught each bug: the own suite, the
/// conformance suite only, or neither. `--write` records the results in Docs/bughunt.json,
/// Docs/Comparison.md and Docs/BugHunt.md, `--check` compares them with the record, `--list`
/// lists the bugs and marks those whose edits no longer apply.
@MainActor
package enum BugsCommand {
  package static func run(_ options: BugsOptions, in console: Console) async -> Int32 {
    guard console.findsPackage(for: "showcase bugs") else { return ExitCode.noInput }
    let catalogue: BugCatalogue
    let specIDs: [String]
    do {
      specIDs = try SpecReader.scenarioIDs(packageRoot: console.packageRoot)
      catalogue = try BugCatalogue.load(
        packageRoot: console.packageRoot, variants: console.variants.map(\.name),
        specIDs: specIDs)
    } catch let mistake as BugCatalogue.Mistake {
      console.error(mistake.description)
      return ExitCode.dataError
    } catch let failure {
      console.error("showcase bugs: cannot read \(SpecReader.path): \(failure)")
      return ExitCode.noInput
    }
    let bugs: [Bug]
    do {
      bugs = try catalogue.selected(options.bugs)
    } catch let mistake {
      return console.usage(mistake)
    }
    let variants = console.selected(options.patterns)
    // Every edit is written into memory first: those that no longer apply are all said
    // before anything is copied or built.
    let plan = BugHuntRun.plan(
      bugs, variants: variants.map(\.name), packageRoot: console.packageRoot)
    if options.list {
      for line in listing(bugs, broken: plan.broken) { console.output(line) }
      BrokenEntries.name(plan.broken, in: console)
      return ExitCode.success
    }
    if let status = BrokenEntries.refuseBeforeRunning(
      plan.broken, of: bugs.count, noun: "bugs", command: "bugs",
      checking: options.regions == .check ? BugHuntRecord.self : nil,
      patterns: options.patterns, in: console,
      staleness: {
        try $0.staleness(
          catalogue: catalogue, variants: variants.map(\.name), packageRoot: console.packageRoot)
      })
    {
      return status
    }
    let run = BugHuntRun(
      packageRoot: console.packageRoot, environment: console.environment,
      progress: RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error),
      bugs: bugs, variants: variants, specIDs: specIDs, plan: plan)
    return await hunt(run, catalogue: catalogue, options: options, in: console)
  }

  private static func hunt(
    _ run: BugHuntRun, catalogue: BugCatalogue, options: BugsOptions, in console: Console
  ) async -> Int32 {
    let names = run.variants.map(\.name)
    let ending = await CatalogueRunTiming.run(
      "bugs", count: run.bugs.count, noun: "bugs", variants: names, progress: run.progress,
      buildSeconds: { run.buildSeconds }, in: console
    ) {
      let outcomes = try await run.run { outcome in run.progress.line(progressLine(outcome)) }
      let record = try BugHuntRecord(
        outcomes, variants: names, catalogue: catalogue, packageRoot: console.packageRoot)
      return (outcomes, record)
    }
    let (outcomes, record, total): ([BugHuntRun.Outcome], BugHuntRecord, Double)
    switch ending {
    case .done(let value, let seconds): (outcomes, record, total) = (value.0, value.1, seconds)
    case .failed(let status): return status
    }

    switch options.format {
    case .text: console.outputLines(of: BugTable.text(record).joined(separator: "\n"))
    case .markdown: console.outputLines(of: BugTable.region(record))
    case .json:
      do {
        console.outputLines(
          of: try BugHuntJSON(
            outcomes, record: record, buildSeconds: run.buildSeconds, total: total
          )
          .encoded())
      } catch let failure {
        console.error("showcase bugs: cannot encode the results: \(failure)")
        return ExitCode.software
      }
    }
    return RecordFiles<BugHuntRecord>(packageRoot: console.packageRoot)
      .keep(record, as: options.regions, in: console)
  }

  /// `--list`: a bug a line, `B1 ` and `B14` padded to one width so the titles line up:
  /// `B1   A blank salutation is greeted (G4, G5)`. A bug among `broken` is marked.
  static func listing(_ bugs: [Bug], broken: [BrokenEntry<BugCatalogue>] = []) -> [String] {
    TextTable().lines(
      bugs.map { bug in
        let title = "\(bug.title) (\(bug.scenarios.joined(separator: ", ")))"
        return [bug.id, BrokenEntries.marked(title, id: bug.id, broken: broken)]
      })
  }

  /// `B3  MVC own suite  MVP own suite  MVVM conformance only  VIPER missed  0:07`.
  static func progressLine(_ outcome: BugHuntRun.Outcome) -> String {
    progressLine(outcome.bug.id, outcome.results, time: RunProgress.clock(outcome.seconds))
  }

  /// The same line from a bug's ID and results, its time already written (`0:07`).
  nonisolated static func progressLine(_ bug: String, _ results: [BugResult], time: String)
    -> String
  {
    ([bug] + results.map { "\($0.variant) \($0.verdict.rawValue)" } + [time])
      .joined(separator: "  ")
  }
}
