import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The change cost of every exercise in every variant, as the docs show it: a table per exercise
/// (region `workshop-<id>`, Docs/Workshop.md) and a summary (`workshop-summary`, Docs/Workshop.md
/// and Docs/Comparison.md), which `showcase report --write` fills and `--check` keeps true.
package struct WorkshopTables: Sendable {
  let exercises: [Exercise]
  /// Variant names, in the order of the columns.
  let variants: [String]

  static let summaryRegion = "workshop-summary"

  static func region(of exercise: Exercise) -> String { "workshop-\(exercise.id.lowercased())" }

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

  /// The production lines each solution adds and removes per variant: the change-cost chart.
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

  /// A row per exercise (`+12 −3, 2 files, 1 type`), then the totals.
  var summary: ReportTable {
    var totals = variants.map { _ in ChangeCost() }
    var rows: [[String]] = []
    for exercise in exercises {
      let costs = variants.map { cost(of: exercise, in: $0) }
      totals = zip(totals, costs).map(+)
      rows.append(
        ["\(exercise.id) \(exercise.title) (\(exercise.concern))"]
          + costs.map { cost in
            var parts = [
              cost.lines, "\(cost.filesTouched) file\(cost.filesTouched == 1 ? "" : "s")",
            ]
            if cost.typesAdded > 0 {
              parts.append("\(cost.typesAdded) type\(cost.typesAdded == 1 ? "" : "s")")
            }
            return parts.joined(separator: ", ")
          })
    }
    rows.append(["Production lines, all exercises"] + totals.map(\.lines))
    rows.append(["Files touched, all exercises"] + totals.map { "\($0.filesTouched)" })
    rows.append(["Types added, all exercises"] + totals.map { "\($0.typesAdded)" })
    rows.append(
      ["Lines of existing tests changed, all exercises"] + totals.map { "\($0.testLinesChanged)" })
    return ReportTable(headers: ["Exercise"] + variants, rows: rows)
  }
}

/// What one product change cost in one variant, from its reference solution's edits and the
/// variant's unit tests of the exercise. Lines are code lines as the report counts them
/// (`SwiftSource`); a changed line counts once removed and once added. The edits are read alone,
/// without the files they apply to, so the figures stay put as the code around them changes.
struct ChangeCost: Sendable, Equatable {
  /// Files the solution changes, production and test, and of them the new ones.
  var filesTouched = 0
  var filesAdded = 0
  /// Code lines under `Sources/`.
  var productionAdded = 0
  var productionRemoved = 0
  /// Types (`struct`, `class`, `enum`, `protocol`, `actor`) declared on added production lines
  /// and not on removed ones.
  var typesAdded = 0
  /// Code lines of the variant's unit tests of the exercise, which `start` adds.
  var exerciseTestLines = 0
  /// Code lines the solution adds or removes in the variant's own tests: doubles that follow a
  /// changed contract, expectations that follow a changed conversation.
  var testLinesChanged = 0

  /// `+12 −3`.
  var lines: String { "+\(productionAdded) −\(productionRemoved)" }

  init(solution edits: [CatalogueEdit], tests: [Exercise.TestFile]) {
    for file in Set(edits.map(\.file)) {
      let fileEdits = edits.filter { $0.file == file }
      filesTouched += 1
      if fileEdits.contains(where: \.old.isEmpty) { filesAdded += 1 }
      let runs = fileEdits.map {
        LineDiff.between(LineDiff.lines(of: $0.old), LineDiff.lines(of: $0.new))
      }
      let added = Self.code(runs, added: true)
      let removed = Self.code(runs, added: false)
      if file.hasPrefix("Sources/") {
        productionAdded += added.lines
        productionRemoved += removed.lines
        typesAdded += added.types.subtracting(removed.types).count
      } else {
        testLinesChanged += added.lines + removed.lines
      }
    }
    exerciseTestLines = tests.map { SourceScanner.scanningOnce($0.text).source.lineCounts.code }
      .reduce(0, +)
  }

  init() {}

  /// The code lines `added` (or removed) in each run, read as one text, and the types declared.
  private static func code(_ runs: [[LineDiff.Line]], added: Bool)
    -> (lines: Int, types: Set<String>)
  {
    var lines = 0
    var types: Set<String> = []
    for run in runs {
      let kept = run.compactMap { line -> String? in
        switch line {
        case .same: nil
        case .added(let text): added ? text : nil
        case .removed(let text): added ? nil : text
        }
      }
      if kept.isEmpty { continue }
      let scanner = SourceScanner.scanningOnce(kept.joined(separator: "\n") + "\n")
      lines += scanner.source.lineCounts.code
      types.formUnion(scanner.declarations.map(\.name))
    }
    return (lines, types)
  }

  static func + (left: ChangeCost, right: ChangeCost) -> ChangeCost {
    var sum = left
    let fields: [WritableKeyPath<ChangeCost, Int>] = [
      \.filesTouched, \.filesAdded, \.productionAdded, \.productionRemoved, \.typesAdded,
      \.exerciseTestLines, \.testLinesChanged,
    ]
    for field in fields { sum[keyPath: field] += right[keyPath: field] }
    return sum
  }
}
