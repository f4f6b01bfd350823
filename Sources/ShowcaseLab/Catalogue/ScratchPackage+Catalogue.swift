import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One compiler error: the file it is in, from the copy's root, and the whole line with the
/// copy's path left out.
struct CompilerError: Equatable {
  let file: String
  let message: String

  /// Every error line of a build's output that names a file of `copy`, each line once.
  static func all(in output: String, _ copy: ScratchPackage) -> [CompilerError] {
    let prefix = copy.root.path + "/"
    var found: [CompilerError] = []
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      guard line.hasPrefix(prefix) else { continue }
      let message = String(line.dropFirst(prefix.count))
      let error = CompilerError(file: String(message.prefix { $0 != ":" }), message: message)
      if !found.contains(error) { found.append(error) }
    }
    return found
  }

  /// The first error's line, or where to look when none names a file.
  static func first(in output: String, _ copy: ScratchPackage) -> String {
    all(in: output, copy).first?.message ?? "see the build's output"
  }
}

extension ScratchPackage {
  /// What a bug hunt and a refactoring run do first: copies the package for `command`, builds
  /// the copy, checks that every chosen variant's suites pass, and runs `body` with the copy,
  /// the calibrated runner and the build's time. The copy is removed afterwards, whatever
  /// happened, and on Ctrl-C.
  @MainActor
  static func withBuiltSuites<Value>(
    of packageRoot: URL, command: String, change: String, variants: [Variant],
    environment: [String: String], progress: RunProgress,
    _ body: (ScratchPackage, SuiteRunner, Double) async throws -> Value
  ) async throws -> Value {
    try await withSuitesCopy(
      of: packageRoot, command: command, environment: environment, progress: progress
    ) { copy in
      let clock = ContinuousClock()
      let start = clock.now
      let (status, output) = try await copy.build(
        label: "Building", log: copy.url(".\(command)-build.log"), progress: progress,
        environment: environment)
      guard status == 0 else {
        throw RunFailure(
          description: "the scratch copy does not build: \(CompilerError.first(in: output, copy))")
      }
      let seconds = Timing.seconds(clock.now - start)
      progress.line("Built in \(NumberText.decimal(seconds)) s")
      let runner = try await SuiteRunner.calibrated(
        in: copy, environment: environment, variants: variants, change: change,
        progress: progress)
      return try await body(copy, runner, seconds)
    }
  }
}
