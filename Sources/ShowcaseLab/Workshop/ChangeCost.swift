import ShowcaseSupport

/// What one product change cost in one variant, measured from its reference solution's edits
/// and from the variant's unit tests of the exercise. Lines are counted as the report counts
/// them (`SwiftSource`): code lines only, so comments and blank lines are left out; a line an
/// edit changes counts once removed and once added.
///
/// The edits are read on their own, without the files they apply to, so the figures stay put
/// while the code around an edit changes: an edit's added lines are read as one text, its
/// removed lines as another.
struct ChangeCost: Sendable, Equatable {
  /// Files the solution changes, production and test, and of them the new ones.
  var filesTouched = 0
  var filesAdded = 0
  /// Production code lines, under `Sources/`.
  var productionAdded = 0
  var productionRemoved = 0
  /// Types (`struct`, `class`, `enum`, `protocol`, `actor`) declared on added production lines
  /// and not on removed ones.
  var typesAdded = 0
  /// Code lines of the variant's unit tests of the exercise, which `start` adds.
  var exerciseTestLines = 0
  /// Code lines the solution adds or removes in the variant's own test files: doubles that
  /// follow a changed contract, expectations that follow a changed conversation.
  var testLinesChanged = 0

  /// The cost of a solution's `edits`, with the variant's exercise tests `tests`.
  init(solution edits: [CatalogueEdit], tests: [Exercise.TestFile]) {
    for file in Set(edits.map(\.file)) {
      let fileEdits = edits.filter { $0.file == file }
      filesTouched += 1
      if fileEdits.contains(where: \.old.isEmpty) { filesAdded += 1 }
      let lines = fileEdits.map {
        LineDiff.between(LineDiff.lines(of: $0.old), LineDiff.lines(of: $0.new))
      }
      let added = Self.code(lines.map { $0.compactMap(\.added) })
      let removed = Self.code(lines.map { $0.compactMap(\.removed) })
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

  /// The code lines of runs of lines, each run read as one text, and the types they declare.
  private static func code(_ runs: [[String]]) -> (lines: Int, types: Set<String>) {
    var lines = 0
    var types: Set<String> = []
    for run in runs where !run.isEmpty {
      let text = run.joined(separator: "\n") + "\n"
      let scanner = SourceScanner.scanningOnce(text)
      lines += scanner.source.lineCounts.code
      types.formUnion(scanner.declarations.map(\.name))
    }
    return (lines, types)
  }

  static func + (left: ChangeCost, right: ChangeCost) -> ChangeCost {
    var sum = left
    sum.filesTouched += right.filesTouched
    sum.filesAdded += right.filesAdded
    sum.productionAdded += right.productionAdded
    sum.productionRemoved += right.productionRemoved
    sum.typesAdded += right.typesAdded
    sum.exerciseTestLines += right.exerciseTestLines
    sum.testLinesChanged += right.testLinesChanged
    return sum
  }
}

extension LineDiff.Line {
  var added: String? {
    if case .added(let text) = self { return text }
    return nil
  }

  var removed: String? {
    if case .removed(let text) = self { return text }
    return nil
  }
}
