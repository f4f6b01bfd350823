import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase refactor`: what each unit suite costs when nothing is wrong. Writes each
/// refactor of the catalogue (Docs/refactors.catalogue) into every chosen variant of a
/// scratch copy of the package, checks that the conformance suite stays green, and prints the
/// unit tests each refactor broke and the lines its reference repair changes. `--write`
/// records the results in Docs/refactoring.json, Docs/Comparison.md and Docs/Refactoring.md,
/// `--check` compares them with the record, `--list` lists the refactors and marks those whose
/// edits no longer apply.
@MainActor
package enum RefactorCommand {
  package static func run(_ options: RefactorOptions, in console: Console) async -> Int32 {
    guard console.findsPackage(for: "showcase refactor") else { return ExitCode.noInput }
    let catalogue: RefactorCatalogue
    let specIDs: [String]
    do {
      specIDs = try SpecReader.scenarioIDs(packageRoot: console.packageRoot)
      catalogue = try RefactorCatalogue.load(
        packageRoot: console.packageRoot, variants: console.variants.map(\.name))
    } catch let mistake as RefactorCatalogue.Mistake {
      console.error(mistake.description)
      return ExitCode.dataError
    } catch let failure {
      console.error("showcase refactor: cannot read \(SpecReader.path): \(failure)")
      return ExitCode.noInput
    }
    let refactors: [Refactor]
    do {
      refactors = try catalogue.selected(options.refactors)
    } catch let mistake {
      return console.usage(mistake)
    }
    let variants = console.selected(options.patterns)
    // Every edit is written into memory first: those that no longer apply are all said
    // before anything is copied or built.
    let plan = RefactorRun.plan(
      refactors, variants: variants.map(\.name), packageRoot: console.packageRoot)
    if options.list {
      let width = console.width(nil, command: "showcase refactor")
      for refactor in refactors {
        let applies = variants.filter { refactor.applies(to: $0.name) }.map(\.name)
        let line =
          "\(refactor.id)  \(refactor.title) (\(refactor.kind); "
          + "\(applies.count == variants.count ? "every variant" : applies.joined(separator: ", ")))"
        LineWrap.hanging(
          BrokenEntries.marked(line, id: refactor.id, broken: plan.broken), width: width,
          hang: refactor.id.count + 2
        ).forEach(console.output)
      }
      BrokenEntries.name(plan.broken, in: console)
      return ExitCode.success
    }
    if let status = BrokenEntries.refuseBeforeRunning(
      plan.broken, of: refactors.count, noun: "refactors", command: "refactor",
      checking: options.regions == .check ? RefactoringRecord.self : nil,
      patterns: options.patterns, in: console,
      staleness: {
        try $0.staleness(
          catalogue: catalogue, variants: variants.map(\.name), packageRoot: console.packageRoot)
      })
    {
      return status
    }
    let run = RefactorRun(
      packageRoot: console.packageRoot, environment: console.environment,
      progress: RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error),
      refactors: refactors, variants: variants, specIDs: specIDs, plan: plan)
    // A check compares the run with the record, which holds no repair's outcome.
    run.buildsRepairs = options.regions != .check
    return await measure(run, catalogue: catalogue, options: options, in: console)
  }

  private static func measure(
    _ run: RefactorRun, catalogue: RefactorCatalogue, options: RefactorOptions,
    in console: Console
  ) async -> Int32 {
    let names = run.variants.map(\.name)
    let ending = await CatalogueRunTiming.run(
      "refactor", count: run.refactors.count, noun: "refactors", variants: names,
      progress: run.progress, buildSeconds: { run.buildSeconds }, in: console
    ) {
      let outcomes = try await run.run { outcome in run.progress.line(progressLine(outcome)) }
      return try RefactoringRecord(
        outcomes, variants: names, catalogue: catalogue, packageRoot: console.packageRoot)
    }
    let record: RefactoringRecord
    switch ending {
    case .done(let value, _): record = value
    case .failed(let status): return status
    }

    switch options.format {
    case .text: console.outputLines(of: RefactorTable.text(record).joined(separator: "\n"))
    case .markdown: console.outputLines(of: RefactorTable.region(record))
    case .json:
      do {
        console.outputLines(of: try record.encoded())
      } catch let failure {
        console.error("showcase refactor: cannot encode the results: \(failure)")
        return ExitCode.software
      }
    }
    return RecordFiles<RefactoringRecord>(packageRoot: console.packageRoot)
      .keep(record, as: options.regions, in: console)
  }

  /// `R1  MVC 0  MVP 14 unbuilt (1 file), 4 lines  …  TEA 14 unbuilt (1 file), 4 lines  0:16`.
  static func progressLine(_ outcome: RefactorRun.Outcome) -> String {
    progressLine(outcome.refactor.id, outcome.results, time: RunProgress.clock(outcome.seconds))
  }

  /// The same line from a refactor's ID and results, its time already written (`0:16`).
  nonisolated static func progressLine(
    _ refactor: String, _ results: [RefactorResult], time: String
  ) -> String {
    ([refactor] + results.map { "\($0.variant) \(RefactorTable.cell($0))" } + [time])
      .joined(separator: "  ")
  }
}
