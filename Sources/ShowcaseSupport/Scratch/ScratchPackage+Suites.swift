import Foundation
import ShowcaseCore

/// The copy `mutate`, `bugs` and `refactor` run the variants' suites in.
extension ScratchPackage {
  /// The copy `showcase refresh` lends the runs it starts, so that they share one copy and its
  /// build; nil outside a refresh. Each run leaves the files of a lent copy as it found them.
  @TaskLocal package static var lent: ScratchPackage?

  /// Copies the package for `command` (or takes the lent copy), empties the targets no
  /// variant's suite or the conformance suite needs, and runs `body` on the copy. A copy of its
  /// own is removed afterwards, whatever happened, and on Ctrl-C or SIGTERM.
  @MainActor
  package static func withSuitesCopy<Value>(
    of packageRoot: URL, command: String, environment: [String: String],
    progress: RunProgress, _ body: (ScratchPackage) async throws -> Value
  ) async throws -> Value {
    if var lent {
      lent.command = command
      try await emptyUnneededTargets(of: lent, environment: environment, progress: progress)
      return try await body(lent)
    }
    let copy = try copy(of: packageRoot, environment: environment, command: command)
    Interruption.shared.install(removing: copy.root)
    defer {
      copy.remove()
      Interruption.shared.uninstall()
    }
    progress.line("Copied the package to \(copy.root.path) (sources only; removed at the end)")
    try await emptyUnneededTargets(of: copy, environment: environment, progress: progress)
    return try await body(copy)
  }

  /// Empties the targets that no variant's suite and not the conformance suite needs.
  @MainActor
  private static func emptyUnneededTargets(
    of copy: ScratchPackage, environment: [String: String], progress: RunProgress
  ) async throws {
    // Every variant's suite stays, not only the chosen ones': one build serves them all.
    let needed = ["ConformanceTests"] + Variant.all.map { "\($0.name)Tests" }
    let emptied = try await copy.emptyTargets(notNeededBy: needed, environment: environment)
    if !emptied.isEmpty {
      progress.line(
        "Emptied the targets the suites do not need: \(emptied.joined(separator: ", "))")
    }
  }
}
