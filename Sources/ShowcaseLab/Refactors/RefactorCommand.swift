import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase refactor`: what each unit suite costs when nothing is wrong. Writes each
/// refactor of the catalogue (Docs/refactors.catalogue) into every chosen variant of a
/// scratch copy of the package, checks that the conformance suite stays green, and prints the
/// unit tests each refactor broke and the lines its reference repair changes. `--write`
/// records the results in Docs/refactoring.json, Docs/Comparison.md and Docs/Refactoring.md,
/// `--check` compares them with the record, `--list` lists the refactors.
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
    let progress = RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    // Every edit is written into memory first: one that no longer applies is said before
    // anything is copied or built.
    let run: RefactorRun
    do {
      run = try RefactorRun(
        packageRoot: console.packageRoot, environment: console.environment, progress: progress,
        refactors: refactors, variants: variants, specIDs: specIDs)
    } catch let mistake {
      console.error(mistake.description)
      return ExitCode.dataError
    }
    if options.list {
      for refactor in refactors {
        let applies = variants.filter { refactor.applies(to: $0.name) }.map(\.name)
        console.output(
          "\(refactor.id)  \(refactor.title) (\(refactor.kind); "
            + "\(applies.count == variants.count ? "every variant" : applies.joined(separator: ", ")))"
        )
      }
      return ExitCode.success
    }
    return await measure(run, catalogue: catalogue, options: options, in: console)
  }

  private static func measure(
    _ run: RefactorRun, catalogue: RefactorCatalogue, options: RefactorOptions,
    in console: Console
  ) async -> Int32 {
    let names = run.variants.map(\.name)
    run.progress.line("\(run.refactors.count) refactors in \(names.joined(separator: ", "))")
    let clock = ContinuousClock()
    let start = clock.now
    let record: RefactoringRecord
    do {
      let outcomes = try await run.run { outcome in
        run.progress.line(progressLine(outcome))
      }
      record = try RefactoringRecord(
        outcomes, variants: names, catalogue: catalogue, packageRoot: console.packageRoot)
    } catch let mistake as RefactorCatalogue.Mistake {
      console.error(mistake.description)
      return ExitCode.dataError
    } catch let stopped as Interruption.Stopped {
      return stopped.report("showcase refactor", in: console)
    } catch let failure {
      console.error("showcase refactor: \(failure)")
      return ExitCode.software
    }
    let total = Timing.seconds(clock.now - start)
    run.progress.line(
      "\(run.refactors.count) refactors in \(RunProgress.clock(total)) (min:s), "
        + "of which \(NumberText.decimal(run.buildSeconds)) s the first build")

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
    ([outcome.refactor.id] + outcome.results.map { "\($0.variant) \(RefactorTable.cell($0))" }
      + [RunProgress.clock(outcome.seconds)]).joined(separator: "  ")
  }
}
