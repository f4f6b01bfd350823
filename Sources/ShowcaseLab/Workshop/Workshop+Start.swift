import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `workshop start`, which adds an exercise's tests, and `workshop record`, for maintainers,
/// which writes a variant's change back as its reference solution.
extension Workshop {
  /// Copies and fingerprints every watched file and saves the state, so that `reset` knows what
  /// was added; adds the exercise's tests; applies the solutions of `others`, leaving `chosen`.
  func start(
    _ exercise: Exercise, solving others: [Variant] = [], leaving chosen: [Variant] = []
  ) throws(WorkshopError) {
    if let state = try WorkshopState.load(from: tree) {
      throw .refused(
        "\(state.exercise) is started; one exercise at a time; first run: "
          + Hint.run("workshop reset"))
    }
    if let inTheWay = exercise.testFiles.first(where: { tree.exists($0.path) }) {
      throw .refused(
        "\(inTheWay.path) already exists; nothing was started; move it away (git stash keeps "
          + "it), then run: \(Hint.run("workshop start \(exercise.id)"))")
    }
    let again = Hint.run(
      "workshop start \(exercise.id)"
        + (others.isEmpty ? "" : chosen.map { " --pattern \($0.id)" }.joined()))
    // Every solution must apply before anything is written: all or nothing.
    for variant in others {
      do {
        _ = try exercise.solutions[variant.name]?.patchedFiles(tree.read)
      } catch {
        throw .refused(
          "\(exercise.id) \(variant.name): \(error); nothing was started; put that file back "
            + "(git stash keeps your change), then run: \(again)")
      }
    }
    // A folder left by a start that was interrupted before its state was saved.
    try tree.remove(WorkshopState.folder)
    var state = WorkshopState(
      exercise: exercise.id, before: [:], added: exercise.testFiles.map(\.path))
    for path in tree.watchedFiles {
      guard let fingerprint = tree.fingerprint(path) else { continue }
      try tree.copy(path, to: "\(WorkshopState.copies)/\(path)")
      state.before[path] = fingerprint
    }
    for file in exercise.testFiles { state.willWrite(file.text, to: file.path, in: tree) }
    try state.save(in: tree)
    for file in exercise.testFiles { try tree.write(file.text, to: file.path) }

    console.output("Started \(exercise.id) \(exercise.title). Its tests, added:")
    for file in exercise.testFiles { console.output("  \(file.path)") }
    if !others.isEmpty { try applySolutions(of: exercise, for: others, again: again) }
    // The rules stay in the exercise's file: the spec's suites check every row of
    // Docs/FeatureSpec.md.
    ["", "The exercise and its rules, from \(exercise.folder)/exercise.md:", ""].forEach(
      console.output)
    let width = console.width(nil, command: "showcase workshop start")
    let page = exercise.specification.trimmingCharacters(in: .newlines)
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      Self.readable(String(line), width: width).forEach(console.output)
    }
    console.output("")
    let left = others.isEmpty ? "every variant" : chosen.map(\.name).joined(separator: ", ")
    console.output(
      "Left to change: \(left). The tests fail, or do not build, until the change is made.")
    console.output("Then run: \(Hint.run("workshop check"))")
  }

  /// A line of the exercise's page for a terminal: a rule's table row as its ID and text, the
  /// table's head left out, wrapped to `width`.
  static func readable(_ line: String, width: Int) -> [String] {
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard line.hasPrefix("|"), cells.count == 2 else {
      return LineWrap.hanging(line, width: width, hang: 0)
    }
    if cells[0] == "ID" || cells[0].allSatisfy({ $0 == "-" }) { return [] }
    return LineWrap.hanging("\(cells[0])  \(cells[1])", width: width, hang: cells[0].count + 2)
  }

  /// For maintainers: writes each variant's changes since `start` back into the exercise as its
  /// reference solution, and the exercise's test files as they are now in the tree.
  func record(_ exercise: Exercise, for variants: [Variant]) throws(WorkshopError) {
    var state = try requireStarted(exercise)
    var recorded: [String] = []
    for variant in variants {
      let folders = ["Sources/\(variant.name)", "Tests/\(variant.name)Tests"]
      let tests = exercise.unitTests(of: variant.name)
      let paths = Set(
        state.before.keys.filter { path in
          folders.contains { path.hasPrefix($0 + "/") }
        }
      ).union(tree.files(under: folders)).subtracting(tests.map(\.path))
      var edits: [CatalogueEdit] = []
      for path in paths.sorted() {
        let original = state.original(path, in: tree)
        guard let now = tree.read(path) else {
          guard original != nil else { continue }
          throw .refused(
            "\(exercise.id) \(variant.name): \(path) was deleted; a solution edits and makes "
              + "files, and deletes none")
        }
        edits += LineDiff.edits(of: path, from: original, to: now)
      }
      guard !edits.isEmpty else {
        throw .refused(
          "\(exercise.id) \(variant.name): nothing changed in \(folders.joined(separator: "/ or "))/ "
            + "since start, so there is no solution to record; make the change, then run: "
            + Hint.run("workshop record \(exercise.id) --pattern \(variant.id)"))
      }
      let solution = "\(exercise.folder)/Solutions/\(variant.name).md"
      let heading = "\(exercise.id) \(exercise.title), \(variant.name): the reference solution"
      try tree.write(SolutionFile.text(of: edits, heading: heading), to: solution)
      recorded.append(solution)
      for path in Set(edits.map(\.file)) {
        state.recordWritten(path, fingerprint: tree.fingerprint(path) ?? FileFingerprint.deleted)
      }
      if !state.solved.contains(variant.name) { state.solved.append(variant.name) }
      recorded += try copyBack(tests, of: exercise, state: &state)
    }
    recorded += try copyBack(exercise.conformanceTests, of: exercise, state: &state)
    try state.save(in: tree)
    for path in recorded { console.output("\(path): written") }
  }

  /// Writes the exercise's test files that changed in the tree back into the exercise.
  private func copyBack(
    _ files: [Exercise.TestFile], of exercise: Exercise, state: inout WorkshopState
  ) throws(WorkshopError) -> [String] {
    var written: [String] = []
    for file in files {
      guard let text = tree.read(file.path), text != file.text else { continue }
      try tree.write(text, to: "\(exercise.folder)/\(file.path)")
      state.recordWritten(file.path, fingerprint: FileFingerprint.of(text))
      written.append("\(exercise.folder)/\(file.path)")
    }
    return written
  }
}
