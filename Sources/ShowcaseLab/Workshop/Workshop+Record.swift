import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop record`, for maintainers: a variant's change written back as its solution.
extension Workshop {
  /// For maintainers: writes each variant's changes since `start` back into the exercise, as
  /// its reference solution, and the exercise's test files as they are now in the tree.
  func record(_ exercise: Exercise, for variants: [Variant]) throws(WorkshopError) {
    var state = try requireStarted(exercise)
    var recorded: [String] = []
    for variant in variants {
      let folders = ["Sources/\(variant.name)", "Tests/\(variant.name)Tests"]
      let tests = exercise.unitTests(of: variant.name)
      let testPaths = Set(tests.map(\.path))
      let paths = Set(
        state.before.keys.filter { path in folders.contains { path.hasPrefix($0 + "/") } }
      )
      .union(tree.files(under: folders)).subtracting(testPaths)
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
  )
    throws(WorkshopError) -> [String]
  {
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
