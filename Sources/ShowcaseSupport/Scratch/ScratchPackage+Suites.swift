import Foundation
import ShowcaseCore

/// The copy `mutate` and `bugs` run the variants' suites in.
extension ScratchPackage {
  /// Copies the package for `command`, empties the targets no variant's suite or the
  /// conformance suite needs, and runs `body` on the copy, which is removed afterwards, whatever
  /// happened, and on Ctrl-C or SIGTERM.
  @MainActor
  package static func withSuitesCopy<Value>(
    of packageRoot: URL, command: String, environment: [String: String],
    progress: RunProgress, _ body: (ScratchPackage) async throws -> Value
  ) async throws -> Value {
    let copy = try copy(of: packageRoot, environment: environment, command: command)
    Interruption.shared.install(removing: copy.root)
    defer {
      copy.remove()
      Interruption.shared.uninstall()
    }
    progress.line("Copied the package to \(copy.root.path) (sources only; removed at the end)")
    // Every variant's suite stays, not only the chosen ones': one build serves them all.
    let needed = ["ConformanceTests"] + Variant.all.map { "\($0.name)Tests" }
    let emptied = try await copy.emptyTargets(notNeededBy: needed, environment: environment)
    if !emptied.isEmpty {
      progress.line(
        "Emptied the targets the suites do not need: \(emptied.joined(separator: ", "))")
    }
    return try await body(copy)
  }
}
