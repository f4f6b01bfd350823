import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The headline comparison as four charts, one file each under Docs/charts/: the production
/// code, the unit tests, the mutation scores and the workshop's change cost. Every chart has
/// the variants in the same order and colours.
enum ReportCharts {
  static let folder = "Docs/charts"

  struct Figures {
    let figures: [StaticFigures]
    /// `MutationTable.scores` of the recorded run, if any.
    var mutation: [(variant: String, unitSuite: Double, conformanceSuite: Double)]?
    /// `WorkshopTables.productionLines`: each exercise's lines changed per variant.
    var workshop: [(exercise: String, lines: [(variant: String, added: Int, removed: Int)])] = []
  }

  /// A colour per variant, in the order of `Variant.all`, told apart with colour blindness
  /// (the Okabe–Ito palette). Names beside the bars tell them apart in grey print.
  static let colours = [
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#000000", "#D55E00", "#56B4E9",
  ]

  static func files(_ figures: Figures) -> [(path: String, svg: String)] {
    [
      ("production.svg", production(figures.figures)),
      ("tests.svg", tests(figures.figures)),
      ("mutation.svg", mutation(figures.mutation, variants: figures.figures.map(\.variant))),
      ("change-cost.svg", changeCost(figures.workshop, variants: figures.figures.map(\.variant))),
    ].map { ("\(folder)/\($0)", $1.svg) }
  }

  static func series(_ variants: [String]) -> [BarChart.Series] {
    variants.map { name in
      let index = Variant.all.firstIndex { $0.name == name }
      return BarChart.Series(
        name: name, colour: index.map { colours[$0 % colours.count] } ?? "#999999")
    }
  }

  /// (a) What each variant writes: production code lines, and types.
  static func production(_ figures: [StaticFigures]) -> BarChart {
    BarChart(
      title: "Production code per variant", series: series(figures.map(\.variant)),
      groups: [
        count("Production code lines", axis: "code lines", figures.map(\.productionLines)),
        count("Types (protocols included)", axis: "types", figures.map(\.types)),
      ])
  }

  /// (b) What each variant's unit suite writes: its code lines, and its test doubles.
  static func tests(_ figures: [StaticFigures]) -> BarChart {
    BarChart(
      title: "Unit tests per variant", series: series(figures.map(\.variant)),
      groups: [
        count("Unit-test code lines", axis: "code lines", figures.map(\.testLines)),
        count("Test doubles written", axis: "test doubles", figures.map(\.doubles.count)),
      ])
  }

  /// (c) The share of each variant's compiled mutants that each suite kills.
  static func mutation(
    _ scores: [(variant: String, unitSuite: Double, conformanceSuite: Double)]?,
    variants: [String]
  ) -> BarChart {
    let byVariant = variants.map { name in scores?.first { $0.variant == name } }
    func percent(_ value: Double) -> BarChart.Bar {
      BarChart.Bar(value: value, label: NumberText.decimal(value) + "%")
    }
    let axis = "% of compiled mutants killed"
    return BarChart(
      title: "Mutants killed, by suite", series: series(variants),
      groups: [
        BarChart.Group(
          title: "By the variant's own unit suite", axis: axis,
          bars: byVariant.map { $0.map { percent($0.unitSuite) } }),
        BarChart.Group(
          title: "By the conformance suite", axis: axis,
          bars: byVariant.map { $0.map { percent($0.conformanceSuite) } }),
      ], scale: .upTo(100))
  }

  /// (d) The production lines each workshop exercise changed, on one scale for all of them.
  static func changeCost(
    _ exercises: [(exercise: String, lines: [(variant: String, added: Int, removed: Int)])],
    variants: [String]
  ) -> BarChart {
    BarChart(
      title: "Change cost of each workshop exercise", series: series(variants),
      groups: exercises.map { exercise in
        BarChart.Group(
          title: exercise.exercise, axis: "production code lines changed (added + removed)",
          bars: variants.map { name in
            exercise.lines.first { $0.variant == name }.map { line in
              BarChart.Bar(
                value: Double(line.added + line.removed),
                label: "\(line.added + line.removed) (+\(line.added) −\(line.removed))")
            }
          })
      }, scale: .shared)
  }

  private static func count(_ title: String, axis: String, _ values: [Int]) -> BarChart.Group {
    BarChart.Group(
      title: title, axis: axis,
      bars: values.map { BarChart.Bar(value: Double($0), label: NumberText.grouped($0)) })
  }
}

/// The chart files of the docs, as the report draws them: `report --write` writes each one
/// whose bytes changed, `report --check` names each one that is missing or stale.
@MainActor
struct ChartFiles {
  let charts: [(path: String, svg: String)]
  let packageRoot: URL

  static let rerun = "run: swift run showcase report --write"

  func write(in console: Console) -> Int32 {
    var status = ExitCode.success
    for chart in charts {
      let url = packageRoot.appendingPathComponent(chart.path)
      if Self.read(url) == chart.svg {
        console.output("\(chart.path): up to date")
        continue
      }
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try chart.svg.write(to: url, atomically: true, encoding: .utf8)
        console.output("\(chart.path): chart drawn")
      } catch let failure {
        console.error("\(chart.path): cannot write: \(failure)")
        status = ExitCode.cannotCreate
      }
    }
    return status
  }

  func check(in console: Console) -> Int32 {
    var status = ExitCode.success
    for chart in charts {
      switch Self.read(packageRoot.appendingPathComponent(chart.path)) {
      case nil:
        console.error("\(chart.path): missing; \(Self.rerun)")
        status = ExitCode.differ
      case let text? where text != chart.svg:
        console.error("\(chart.path): stale chart; \(Self.rerun)")
        status = ExitCode.differ
      default:
        break
      }
    }
    if status == ExitCode.success { console.output("charts are up to date") }
    return status
  }

  private static func read(_ url: URL) -> String? {
    try? String(contentsOf: url, encoding: .utf8)
  }
}
