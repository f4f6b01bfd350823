import Foundation
import ShowcaseCore

@testable import ShowcaseCommandLine

/// One run of `showcase`, in-process, on a package's folder: its exit status and the lines it
/// wrote to standard output and standard error.
struct CommandRun {
  let status: Int32
  let output: [String]
  let error: [String]

  /// Runs `showcase arguments` on the package at `root`, with nothing on standard input.
  @MainActor
  static func of(
    _ arguments: [String], in root: URL, environment: [String: String] = [:],
    variants: [Variant] = Variant.all
  ) async -> CommandRun {
    var output: [String] = []
    var error: [String] = []
    let status = await Showcase.run(
      arguments: arguments, environment: environment, variants: variants, packageRoot: root,
      input: { nil },
      output: { output.append($0) }, error: { error.append($0) })
    return CommandRun(status: status, output: output, error: error)
  }
}
