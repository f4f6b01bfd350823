import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseLab
import ShowcaseSupport

/// `showcase report`: measures each variant from the package's own sources and, unless
/// `--static`, from runs of its unit suite; prints the figures or keeps the generated regions
/// of the docs up to date.
@MainActor
package enum ReportCommand {
  package static func run(_ options: ReportOptions, in console: Console) async -> Int32 {
    guard console.findsPackage(for: "showcase report") else { return ExitCode.noInput }
    let packageRoot = console.packageRoot
    let variants = console.selected(options.patterns).map(\.name)
    let measured: (specIDs: [String], figures: [StaticFigures])
    do {
      measured = try measureStatic(packageRoot: packageRoot, variants: variants)
    } catch let failure {
      console.error("cannot measure the sources: \(failure)")
      return ExitCode.noInput
    }
    var tables = ReportTables(specIDs: measured.specIDs, figures: measured.figures, dynamic: [:])
    if let action = options.regions {
      // The sessions that draw the demo and the diagrams are played only for a document
      // that shows them.
      let wanted = GeneratedRegions.names(in: packageRoot)
      if wanted.contains(where: { $0.hasPrefix("trace-") }) {
        tables.diagrams = await traceDiagrams(console.variants)
      }
      tables.patterns = [
        "patterns": PatternTables.links(console.variants),
        "pattern-pages": PatternTables.links(console.variants, fromDocs: true),
        "role-files": PatternTables.roleFiles(console.variants),
      ]
      if wanted.contains("demo") { tables.demo = await DemoRegion.text(console.variants) }
      tables.forms = Article.markdown(variants: console.variants)
      if wanted.contains("rules") {
        do {
          tables.rules = try RulesCommand.verdicts(
            variants: console.variants, packageRoot: packageRoot
          ).markdown
        } catch let failure {
          console.error("showcase report: the rules' verdicts: cannot read the sources: \(failure)")
          return ExitCode.noInput
        }
      }
      let slices = RecordFiles<WhereRecord>(packageRoot: packageRoot)
      let slicesRecord = slices.recorded()
      tables.responsibilities = slicesRecord.map(WhereRecord.region) ?? WhereRecord.unrecorded
      for variant in console.variants {
        tables.slices["where-\(variant.id)"] =
          slicesRecord.map { WhereRecord.pageSlice($0, variant: variant.name) }
          ?? WhereRecord.unrecorded
      }
      let mutation = RecordFiles<MutationRecord>(packageRoot: packageRoot)
      let bugHunt = RecordFiles<BugHuntRecord>(packageRoot: packageRoot)
      tables.mutation = mutation.region()
      tables.bugHunt = bugHunt.region()
      tables.bugVerdicts = bugHunt.region(BugHuntRecord.verdictsRegion)
      let refactoring = RecordFiles<RefactoringRecord>(packageRoot: packageRoot)
      tables.refactoring = refactoring.region()
      tables.refactorsCatalogue = refactoring.region(RefactoringRecord.catalogueRegion)
      tables.runnerExamples = [
        MutationRecord.exampleRegionName: mutation.region(MutationRecord.example),
        BugHuntRecord.exampleRegionName: bugHunt.region(BugHuntRecord.example),
        RefactoringRecord.exampleRegionName: refactoring.region(RefactoringRecord.example),
      ]
      var chartFigures = ReportCharts.Figures(
        figures: measured.figures, mutation: mutation.recorded().map(MutationTable.scores))
      do {
        let workshop = try WorkshopTables(packageRoot: packageRoot, variants: console.variants)
        tables.workshop = workshop.regions
        chartFigures.workshop = workshop.productionLines
      } catch let failure {
        console.error("showcase report: the workshop's exercises: \(failure)")
        return failure.status
      }
      let regions = GeneratedRegions(tables: tables, packageRoot: packageRoot)
      let charts = ChartFiles(charts: ReportCharts.files(chartFigures), packageRoot: packageRoot)
      let statuses =
        switch action {
        case .write: [regions.write(in: console), charts.write(in: console)]
        // The mutation, bug hunt, refactoring and slice records are checked against the code
        // they were measured on, not run again.
        case .check:
          [
            regions.check(in: console), charts.check(in: console),
            mutation.checkFreshness(in: console), bugHunt.checkFreshness(in: console),
            refactoring.checkFreshness(in: console), slices.checkFreshness(in: console),
          ]
        }
      return statuses.first { $0 != ExitCode.success } ?? ExitCode.success
    }

    var dynamic: [String: DynamicFigures] = [:]
    if !options.staticOnly {
      dynamic = CoverageRunner(packageRoot: packageRoot, progress: console.error)
        .measure(variants: variants)
    }
    let full = ReportTables(
      specIDs: measured.specIDs, figures: measured.figures, dynamic: dynamic)
    switch options.format {
    case .json:
      do {
        console.outputLines(of: try ReportText.json(full))
      } catch let failure {
        console.error("cannot encode the report: \(failure)")
        return ExitCode.software
      }
    case .markdown:
      console.outputLines(of: ReportText.render(full, markdown: true))
    case .text:
      console.show(
        ReportText.render(full, markdown: false).split(separator: "\n").map(String.init),
        width: console.width(nil), command: "showcase report",
        why: "a row of a table is one line (try --pattern or --format markdown)")
    }
    return ExitCode.success
  }

  /// The scenario each pattern page shows as a sequence diagram recorded from a real run.
  static let tracedScenario = "S5"

  /// For each variant, region `trace-<id>`: the Mermaid diagram `showcase trace` records for
  /// `tracedScenario`. Recorded afresh each time, so the pages show what the code does now.
  static func traceDiagrams(_ variants: [Variant]) async -> [String: String] {
    guard let scenario = TraceScenario.named(tracedScenario) else { return [:] }
    var diagrams: [String: String] = [:]
    for variant in variants {
      let recording = await Tracer.record(scenario, on: variant)
      diagrams["trace-\(variant.id)"] = Tracer.mermaid(recording).joined(separator: "\n")
    }
    return diagrams
  }

  static func measureStatic(packageRoot: URL, variants: [String]) throws -> (
    specIDs: [String], figures: [StaticFigures]
  ) {
    let specIDs = try SpecReader.scenarioIDs(packageRoot: packageRoot)
    let figures = try variants.map {
      try StaticMeasure.measure(variant: $0, packageRoot: packageRoot, specIDs: specIDs)
    }
    return (specIDs, figures)
  }
}
