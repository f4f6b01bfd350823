import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop reset`: the tree as `start` found it, or, when it holds work that is not the
/// exercise's, nothing changed, and those files named with the command that keeps them.
extension Workshop {
  func reset() throws(WorkshopError) -> Int32 {
    guard var state = try WorkshopState.load(from: tree) else {
      console.output("No exercise is started: nothing to reset")
      return ExitCode.success
    }
    // A participant's file that reads exactly as a reference solution makes it is the
    // exercise's: `solution` writes it again. This copy of the state is not saved.
    for version in referenceVersions(of: state) {
      state.recordWritten(version.path, fingerprint: version.fingerprint)
    }
    let foreign = state.foreignChanges(in: tree)
    guard foreign.isEmpty else {
      console.error(
        "showcase workshop reset: these files hold work that is not \(state.exercise)'s, "
          + "so nothing was reset:")
      for change in foreign { console.error("  \(change.description)") }
      console.error(
        "Keep them first: "
          + Self.stashCommand(for: foreign.map(\.path), leftToChange: leftToChange(state)))
      console.error("Then run again: \(Hint.run("workshop reset"))")
      return ExitCode.differ
    }
    var removed = 0
    var restored = 0
    for path in state.written.keys.sorted() {
      if state.before[path] == nil {
        if tree.exists(path) { removed += 1 }
        try tree.remove(path)
      } else if tree.fingerprint(path) != state.before[path] {
        try tree.copy("\(WorkshopState.copies)/\(path)", to: path)
        restored += 1
      }
    }
    for folder in state.madeFolders.reversed() { tree.removeIfEmpty(folder) }
    // The state goes last: until then, an interrupted reset can be run again.
    try tree.remove(WorkshopState.file)
    try tree.remove(WorkshopState.folder)
    console.output(
      "Reset \(state.exercise): removed \(removed) file(s) the workshop added, "
        + "restored \(restored) file(s) as they were before start")
    if removed + restored == 0, !state.written.isEmpty {
      // A stash of the whole tree takes the workshop's files along with the participant's.
      console.output(
        "The workshop's files were gone already: a stash of the whole tree holds them too")
    }
    return ExitCode.success
  }

  /// The variants whose reference solution is not applied.
  func leftToChange(_ state: WorkshopState) -> [String] {
    console.variants.map(\.name).filter { !state.solved.contains($0) }
  }

  /// The sources of `leftToChange` changed since `start`, even as a reference solution would:
  /// work to keep before `reset`.
  func changedFolders(_ state: WorkshopState, leftToChange: [String]) -> [String] {
    leftToChange.map { "Sources/\($0)" }.filter { folder in
      let now = tree.files(under: [folder])
      let then = state.before.keys.filter { $0.hasPrefix(folder + "/") }
      return Set(now) != Set(then) || now.contains { tree.fingerprint($0) != state.before[$0] }
    }
  }

  /// `git stash push --include-untracked -- Sources/VIPER Docs/Notes.md`: keeps `paths` only.
  /// A path in the sources of a variant `leftToChange` stands for that folder, where the
  /// workshop writes nothing.
  static func stashCommand(for paths: [String], leftToChange: [String]) -> String {
    var words: [String] = []
    for path in paths {
      let folder = leftToChange.map { "Sources/\($0)" }.first { path.hasPrefix($0 + "/") }
      let word = shellWord(folder ?? path)
      if !words.contains(word) { words.append(word) }
    }
    return "git stash push --include-untracked -- " + words.joined(separator: " ")
  }

  /// Each file as a reference solution makes it from what `start` found, as a fingerprint.
  private func referenceVersions(of state: WorkshopState) -> [(path: String, fingerprint: String)] {
    guard let exercise = try? exercise(state.exercise, requiringSolutions: false) else {
      return []
    }
    return exercise.solutions.values.flatMap { solution in
      (try? solution.patchedFiles { state.original($0, in: tree) }) ?? []
    }.map { ($0.path, FileFingerprint.of($0.text)) }
  }

  /// Quoted when it holds anything but letters, digits and `/._-+`.
  static func shellWord(_ path: String) -> String {
    let plain = path.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+".contains($0))
    }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
