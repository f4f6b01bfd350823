import Foundation
import ShowcaseSupport

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
