import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop start`: the exercise's tests added, and with `--pattern`, every other
/// variant's reference solution applied.
extension Workshop {
  /// Adds the exercise's tests and prints its rules. First it copies and fingerprints
  /// every watched file and saves the state, so that `reset` knows exactly what was added.
  /// Then it applies the reference solutions of `others`, so that only `chosen` is left to change.
  func start(
    _ exercise: Exercise, solving others: [Variant] = [], leaving chosen: [Variant] = []
  )
    throws(WorkshopError)
  {
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
    let patterns = others.isEmpty ? "" : chosen.map { " --pattern \($0.id)" }.joined()
    // Every solution must apply before anything is written: all or nothing.
    for variant in others {
      guard let solution = exercise.solutions[variant.name] else { continue }
      do {
        _ = try solution.patchedFiles(tree.read)
      } catch {
        throw .refused(
          "\(exercise.id) \(variant.name): \(error); nothing was started; put that file back "
            + "(git stash keeps your change), then run: "
            + Hint.run("workshop start \(exercise.id)\(patterns)"))
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
    for file in exercise.testFiles {
      state.recordWritten(file.path, fingerprint: FileFingerprint.of(file.text))
      state.madeFolders += tree.missingFolders(of: file.path).filter {
        !state.madeFolders.contains($0)
      }
    }
    try state.save(in: tree)
    for file in exercise.testFiles {
      try tree.write(file.text, to: file.path)
    }

    console.output("Started \(exercise.id) \(exercise.title). Its tests, added:")
    for file in exercise.testFiles { console.output("  \(file.path)") }
    if !others.isEmpty {
      try applySolutions(
        of: exercise, for: others, again: Hint.run("workshop start \(exercise.id)\(patterns)"))
    }
    // The rules stay in the exercise's file: the spec's own suites check every row of
    // Docs/FeatureSpec.md, so start leaves it as it is.
    console.output("")
    console.output("The exercise and its rules, from \(exercise.folder)/exercise.md:")
    console.output("")
    let width = console.width(nil, command: "showcase workshop start")
    for line in exercise.specification.trimmingCharacters(in: .newlines).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      Self.readable(String(line), width: width).forEach(console.output)
    }
    console.output("")
    let left = others.isEmpty ? "every variant" : chosen.map(\.name).joined(separator: ", ")
    console.output(
      "Left to change: \(left). The tests fail, or do not build, until the change is made.")
    console.output("Then run: \(Hint.run("workshop check"))")
  }

  /// A line of the exercise's page as a terminal shows it: a rule's table row as its ID and
  /// text, the table's head left out, every line wrapped to `width`.
  static func readable(_ line: String, width: Int) -> [String] {
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard line.hasPrefix("|"), cells.count == 2 else {
      return LineWrap.hanging(line, width: width, hang: 0)
    }
    if cells[0] == "ID" || cells[0].allSatisfy({ $0 == "-" }) { return [] }
    return LineWrap.hanging("\(cells[0])  \(cells[1])", width: width, hang: cells[0].count + 2)
  }
}
