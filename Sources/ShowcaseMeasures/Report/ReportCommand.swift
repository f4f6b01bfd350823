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
  package static var help: String {
    """
    showcase report: what each variant and its unit suite cost, measured from the sources.

    Usage: swift run showcase report [--static] [--format F] [--pattern P]...
           swift run showcase report --write | --check

    Measures each pattern variant: production code lines, types and protocols; its unit
    suite's lines, tests, test doubles, setup lines and assertions per test; the spec's
    scenarios it tests, and how many without a view. Unless --static, it also runs each suite
    alone with coverage (swift test --enable-code-coverage --filter <Variant>Tests, scratch
    folder .build-coverage) for line coverage and time. Docs/Testability.md says how each
    figure is measured and what it can and cannot tell. Run it from the package's root folder.

    \(ReportOptions.options.help)

    Exit status: 0 done, 1 a region or chart is stale, 64 wrong command line, 65 a document's
    markers are wrong, 66 not run from the package's folder, 73 a document or chart cannot be
    written.
    """
  }

  package static func run(_ options: ReportOptions, in console: Console) async -> Int32 {
    guard console.findsPackage(for: "showcase report") else { return ExitCode.noInput }
    let packageRoot = console.packageRoot
    let variants = console.selected(options.patterns).map(\.name)
    let specIDs: [String]
    let figures: [StaticFigures]
    do {
      specIDs = try SpecReader.scenarioIDs(packageRoot: packageRoot)
      figures = try variants.map {
        try StaticMeasure.measure(variant: $0, packageRoot: packageRoot, specIDs: specIDs)
      }
    } catch let failure {
      console.error("cannot measure the sources: \(failure)")
      return ExitCode.noInput
    }
    var tables = ReportTables(specIDs: specIDs, figures: figures, dynamic: [:])
    if let action = options.regions {
      // The demo's and the diagrams' sessions are played only for a document that shows them.
      let wanted = GeneratedRegions.names(in: packageRoot)
      if wanted.contains(where: { $0.hasPrefix("trace-") }) {
        tables.texts = await traceDiagrams(console.variants)
      }
      tables.texts["patterns"] = PatternTables.links(console.variants).markdown
      tables.texts["pattern-pages"] = PatternTables.links(console.variants, fromDocs: true).markdown
      tables.texts["role-files"] = PatternTables.roleFiles(console.variants).markdown
      if wanted.contains("demo") { tables.texts["demo"] = await DemoRegion.text(console.variants) }
      tables.texts["forms"] = Article.markdown(variants: console.variants)
      if wanted.contains("rules") {
        do {
          tables.texts["rules"] =
            try RulesCommand.verdicts(variants: console.variants, packageRoot: packageRoot).markdown
        } catch let failure {
          console.error("showcase report: the rules' verdicts: cannot read the sources: \(failure)")
          return ExitCode.noInput
        }
      }
      let slices = RecordFiles<WhereRecord>(packageRoot: packageRoot)
      let slicesRecord = slices.recorded()
      tables.texts[WhereRecord.regionName] =
        slicesRecord.map(WhereRecord.region) ?? WhereRecord.unrecorded
      for variant in console.variants {
        tables.texts["where-\(variant.id)"] =
          slicesRecord.map { WhereRecord.pageSlice($0, variant: variant.name) }
          ?? WhereRecord.unrecorded
      }
      let mutation = RecordFiles<MutationRecord>(packageRoot: packageRoot)
      let bugHunt = RecordFiles<BugHuntRecord>(packageRoot: packageRoot)
      let refactoring = RecordFiles<RefactoringRecord>(packageRoot: packageRoot)
      tables.texts.merge([
        MutationRecord.regionName: mutation.region(), BugHuntRecord.regionName: bugHunt.region(),
        BugHuntRecord.verdictsRegionName: bugHunt.region(BugHuntRecord.verdictsRegion),
        RefactoringRecord.regionName: refactoring.region(),
        RefactoringRecord.catalogueRegionName: refactoring.region(
          RefactoringRecord.catalogueRegion),
        MutationRecord.exampleRegionName: mutation.region(MutationRecord.example),
        BugHuntRecord.exampleRegionName: bugHunt.region(BugHuntRecord.example),
        RefactoringRecord.exampleRegionName: refactoring.region(RefactoringRecord.example),
      ]) { $1 }
      var chartFigures = ReportCharts.Figures(
        figures: figures, mutation: mutation.recorded().map(MutationTable.scores))
      do {
        let workshop = try WorkshopTables(packageRoot: packageRoot, variants: console.variants)
        tables.texts.merge(workshop.regions) { $1 }
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
        // The records are checked against the code they were measured on, not run again.
        case .check:
          [
            regions.check(in: console), charts.check(in: console),
            mutation.checkFreshness(in: console), bugHunt.checkFreshness(in: console),
            refactoring.checkFreshness(in: console), slices.checkFreshness(in: console),
          ]
        }
      return statuses.first { $0 != ExitCode.success } ?? ExitCode.success
    }

    let dynamic =
      options.staticOnly
      ? [:]
      : CoverageRunner(packageRoot: packageRoot, progress: console.error).measure(
        variants: variants)
    let full = ReportTables(specIDs: specIDs, figures: figures, dynamic: dynamic)
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

  /// For each variant, region `trace-<id>`: the Mermaid diagram `showcase trace` records for
  /// S5, afresh each time, so the pages show what the code does now.
  static func traceDiagrams(_ variants: [Variant]) async -> [String: String] {
    guard let scenario = TraceScenario.named("S5") else { return [:] }
    var diagrams: [String: String] = [:]
    for variant in variants {
      let recording = await Tracer.record(scenario, on: variant)
      diagrams["trace-\(variant.id)"] = Tracer.mermaid(recording).joined(separator: "\n")
    }
    return diagrams
  }
}

package struct ReportOptions: Sendable, Equatable {
  var patterns: [String] = []
  var staticOnly = false
  var format: OutputFormat = .text
  var regions: RegionAction?

  static let options: CommandOptions = """
    --static       only the figures read from the sources: no build, no test run
    --format F     text, json or markdown (default: text)
    \(CommandOptions.pattern)
    --write        regenerate the marked regions of Docs/Comparison.md, README.md, the
                   pattern pages (Docs/MVC.md and the others), Docs/Workshop.md,
                   Docs/Runner.md, Docs/BugHunt.md and Docs/Refactoring.md, and draw the
                   charts in Docs/charts/
    --check        exit 1 when a marked region or a chart differs from what the sources
                   measure, or a chart is missing
    """

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--static":
        try reader.flag()
        options.staticOnly = true
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--write", "--check": try reader.regionAction(option, into: &options.regions)
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
