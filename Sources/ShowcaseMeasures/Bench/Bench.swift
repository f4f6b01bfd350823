import Foundation
import Model
import ShowcaseCore
import ShowcaseSupport

/// What an architecture costs on the way from an event to the screen. For each variant: open
/// the subject list and answer its three requests (request → render), with lists of growing
/// size; beside a baseline that builds the same cells straight from a `Curriculum`, with no
/// architecture at all. Times are medians of several runs; big lists get fewer runs, and a size
/// whose run would take too long, judged from the smaller ones, is skipped and said so.
@MainActor
enum Bench {
  nonisolated static let defaultSizes = [10, 1_000, 10_000, 100_000]
  /// The largest list `--sizes` takes: a longer one would overflow the estimate a skipped size
  /// is judged by.
  nonisolated static let largestSize = 1_000_000

  /// How long the bench may take, so that the default run stays short on a slow machine: a
  /// size expected to take longer than `perRun` is skipped; past `total`, no size is started.
  struct Budget: Sendable, Equatable {
    var perRun: Duration
    var total: Duration

    static let standard = Budget(perRun: .seconds(8), total: .seconds(24))
  }

  /// One line of the table, the baseline or a variant: per size, a median or why there is none.
  struct Row: Sendable, Equatable {
    var name: String
    var cells: [Cell]
  }

  enum Cell: Sendable, Equatable {
    case measured(Duration, runs: Int, problem: String?)
    case skipped(String)

    var median: Duration? {
      guard case .measured(let median, _, _) = self else { return nil }
      return median
    }
  }

  struct Results: Sendable, Equatable {
    var sizes: [Int]
    var baseline: Row
    var variants: [Row]
    /// Two settles of an idle main loop: the floor under every variant's time.
    var settleFloor: Duration
  }

  static func runs(for size: Int) -> Int {
    switch size {
    case ..<2_000: 7
    case ..<20_000: 3
    default: 1
    }
  }

  /// Measures the baseline and each variant at each size. Runs and skips depend on the time
  /// taken so far; a test that must see every size measured passes a budget no run reaches.
  static func run(
    variants: [Variant], sizes: [Int], budget: Budget = .standard
  ) async -> Results {
    // Each line of the table gets an equal share of the time, so a slow variant cannot starve
    // the ones after it.
    let share = budget.total / (variants.count + 1)
    var floorTimes: [Duration] = []
    for _ in 0..<5 { floorTimes.append(await settleFloor()) }
    let floor = Timing.median(floorTimes)
    let reference = await row(name: "baseline", sizes: sizes, budget.perRun, share) {
      (baseline($0), nil)
    }
    var rows: [Row] = []
    for variant in variants {
      rows.append(
        await row(name: variant.name, sizes: sizes, budget.perRun, share) {
          await update(variant, $0)
        })
    }
    return Results(sizes: sizes, baseline: reference, variants: rows, settleFloor: floor)
  }

  private static func row(
    name: String, sizes: [Int], _ perRun: Duration, _ share: Duration,
    measure: (DataSet) async -> (Duration, String?)
  ) async -> Row {
    let start = ContinuousClock.now
    var cells: [Cell] = []
    var previous: (size: Int, time: Duration, growth: Double)?
    if let first = sizes.first, first > probeSizes.1 {
      // A big first size is judged from two small, unshown runs, as if they had come before.
      let small = await measure(dataSet(subjects: probeSizes.0)).0
      let large = await measure(dataSet(subjects: probeSizes.1)).0
      previous = (
        probeSizes.1, large, growth(from: (probeSizes.0, small), to: (probeSizes.1, large))
      )
    }
    for size in sizes {
      let left = share - (ContinuousClock.now - start)
      var runs = runs(for: size)
      var warmUp = size <= 1_000
      if let previous {
        let scale = pow(Double(size) / Double(previous.size), previous.growth)
        let estimate = previous.time * scale
        guard estimate <= min(perRun, left) else {
          cells.append(.skipped("≈ \(NumberText.duration(estimate))"))
          continue
        }
        runs = min(runs, max(1, Int(left / 2 / estimate)))
        warmUp = estimate < .milliseconds(200)
      }
      let data = dataSet(subjects: size)
      // A first run pays for first touches of memory and code; when cheap, it is not counted.
      if warmUp { _ = await measure(data) }
      var times: [Duration] = []
      var problem: String?
      for _ in 0..<runs {
        let (time, wrong) = await measure(data)
        times.append(time)
        problem = problem ?? wrong
      }
      let median = Timing.median(times)
      cells.append(.measured(median, runs: runs, problem: problem))
      previous = (
        size, median, growth(from: previous.map { ($0.size, $0.time) }, to: (size, median))
      )
    }
    return Row(name: name, cells: cells)
  }

  /// The sizes tried, unshown, before a first size bigger than both.
  static let probeSizes = (100, 1_000)

  /// The exponent to extrapolate with: 1 for linear growth; 2 once growth is clearly faster,
  /// because small lists hide a quadratic cost behind fixed costs.
  private static func growth(from small: (Int, Duration)?, to large: (Int, Duration)) -> Double {
    guard let small, small.1 > .zero, large.0 > small.0 else { return 1 }
    let observed = log(large.1 / small.1) / log(Double(large.0) / Double(small.0))
    return observed > 1.3 ? max(2, observed) : 1
  }
}

/// The bench's table: a line per row, a column per size, each time with its ratio to the
/// baseline, and the growth per 10× of input; then any wrong screen it saw.
extension Bench {
  static func report(_ results: Results) -> [String] {
    var lines = [
      "One event-to-screen update: open Subjects and answer its three requests (request → render).",
      "Median of up to 7 runs (fewer for big lists); N× is the ratio to the baseline, which",
      "builds the same cells straight from a Curriculum. \"skip: ≈ t\" is a size whose run",
      "would take about t, judged from the smaller ones.",
      "Every variant's time includes two settles of the main loop: "
        + "\(NumberText.duration(results.settleFloor)) when idle.",
      "",
    ]
    var rows = [
      ["subjects"] + results.sizes.map(NumberText.grouped) + ["growth per 10×"],
      ["baseline"] + results.baseline.cells.map { describe($0, baseline: nil) }
        + [growth(results.baseline.cells, sizes: results.sizes)],
    ]
    var notes: [String] = []
    for row in results.variants {
      let cells = zip(row.cells, results.baseline.cells).map { describe($0, baseline: $1.median) }
      rows.append([row.name] + cells + [growth(row.cells, sizes: results.sizes)])
      for (size, cell) in zip(results.sizes, row.cells) {
        if case .measured(_, _, let problem?) = cell {
          notes.append(
            "\(row.name) at \(NumberText.grouped(size)) subjects: wrong screen, \(problem)")
        }
      }
    }
    let alignments = [.left] + Array(repeating: TextTable.Alignment.right, count: rows[0].count)
    lines += TextTable(alignments: alignments).lines(rows)
    if !notes.isEmpty { lines += [""] + notes }
    return lines
  }

  private static func describe(_ cell: Cell, baseline: Duration?) -> String {
    switch cell {
    case .skipped(let why): return "skip: \(why)"
    case .measured(let median, _, let problem):
      var text = NumberText.duration(median)
      if let baseline, baseline > .zero {
        text += " " + NumberText.factor(median / baseline)
      }
      return problem == nil ? text : text + " !"
    }
  }

  /// How much the time grows per 10× of input, from the two largest sizes measured.
  private static func growth(_ cells: [Cell], sizes: [Int]) -> String {
    let measured = zip(sizes, cells).compactMap { size, cell in cell.median.map { (size, $0) } }
    guard measured.count >= 2 else { return "–" }
    let (small, large) = (measured[measured.count - 2], measured[measured.count - 1])
    guard small.1 > .zero, large.0 > small.0 else { return "–" }
    let perTen = pow(large.1 / small.1, 1 / log10(Double(large.0) / Double(small.0)))
    return NumberText.factor(perTen)
  }
}
