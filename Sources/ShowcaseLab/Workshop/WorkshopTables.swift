import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The change cost of every exercise in every variant, as the docs show it: a table per
/// exercise (region `workshop-<id>`, in Docs/Workshop.md) and a summary (region
/// `workshop-summary`, in Docs/Workshop.md and Docs/Comparison.md). `showcase report --write`
/// fills the regions and `--check` keeps them true; both read only the exercises' folders.
package struct WorkshopTables: Sendable {
  let exercises: [Exercise]
  /// Variant names, in the order of the columns.
  let variants: [String]

  static let summaryRegion = "workshop-summary"

  static func region(of exercise: Exercise) -> String { "workshop-\(exercise.id.lowercased())" }

  /// Reads the exercises of the package at `packageRoot`.
  package init(packageRoot: URL, variants: [Variant]) throws(WorkshopError) {
    exercises = try Exercise.all(packageRoot: packageRoot, variants: variants)
    self.variants = variants.map(\.name)
  }

  init(exercises: [Exercise], variants: [String]) {
    self.exercises = exercises
    self.variants = variants
  }

  func cost(of exercise: Exercise, in variant: String) -> ChangeCost {
    guard let solution = exercise.solutions[variant] else { return ChangeCost() }
    return ChangeCost(solution: solution.edits, tests: exercise.unitTests(of: variant))
  }

  /// Every region's Markdown, by name.
  package var regions: [String: String] {
    var regions = [Self.summaryRegion: summary.markdown]
    for exercise in exercises {
      regions[Self.region(of: exercise)] = table(for: exercise).markdown
    }
    return regions
  }

  /// The production lines each exercise's solution adds and removes in each variant, in the
  /// order of the columns: what the change-cost chart draws.
  package var productionLines:
    [(exercise: String, lines: [(variant: String, added: Int, removed: Int)])]
  {
    exercises.map { exercise in
      let lines = variants.map { variant in
        let cost = cost(of: exercise, in: variant)
        return (variant, cost.productionAdded, cost.productionRemoved)
      }
      return ("\(exercise.id) \(exercise.title)", lines)
    }
  }

  /// One exercise: each figure of its change, per variant.
  func table(for exercise: Exercise) -> ReportTable {
    let costs = variants.map { cost(of: exercise, in: $0) }
    func row(_ title: String, _ value: (ChangeCost) -> String) -> [String] {
      [title] + costs.map(value)
    }
    return ReportTable(
      headers: ["Figure"] + variants,
      rows: [
        row("Files touched") { cost in
          cost.filesAdded > 0
            ? "\(cost.filesTouched) (\(cost.filesAdded) new)" : "\(cost.filesTouched)"
        },
        row("Production lines added") { "\($0.productionAdded)" },
        row("Production lines removed") { "\($0.productionRemoved)" },
        row("Types added") { "\($0.typesAdded)" },
        row("Unit-test lines of the exercise") { "\($0.exerciseTestLines)" },
        row("Lines of existing tests changed") { "\($0.testLinesChanged)" },
      ])
  }

  /// Every exercise in a row: production lines added and removed, files and types; then the
  /// totals.
  var summary: ReportTable {
    var totals = variants.map { _ in ChangeCost() }
    var rows: [[String]] = []
    for exercise in exercises {
      let costs = variants.map { cost(of: exercise, in: $0) }
      totals = zip(totals, costs).map(+)
      rows.append(["\(exercise.id) \(exercise.title) (\(exercise.concern))"] + costs.map(Self.cell))
    }
    rows.append(["Production lines, all exercises"] + totals.map(Self.lines))
    rows.append(["Files touched, all exercises"] + totals.map { "\($0.filesTouched)" })
    rows.append(["Types added, all exercises"] + totals.map { "\($0.typesAdded)" })
    rows.append(
      ["Lines of existing tests changed, all exercises"] + totals.map { "\($0.testLinesChanged)" })
    return ReportTable(headers: ["Exercise"] + variants, rows: rows)
  }

  /// `+12 −3`.
  static func lines(_ cost: ChangeCost) -> String {
    "+\(cost.productionAdded) −\(cost.productionRemoved)"
  }

  /// `+12 −3, 2 files, 1 type`.
  static func cell(_ cost: ChangeCost) -> String {
    var parts = [lines(cost), "\(cost.filesTouched) file\(cost.filesTouched == 1 ? "" : "s")"]
    if cost.typesAdded > 0 {
      parts.append("\(cost.typesAdded) type\(cost.typesAdded == 1 ? "" : "s")")
    }
    return parts.joined(separator: ", ")
  }
}
