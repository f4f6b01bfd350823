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

extension CommandRun {
  /// An environment in which no run can start: its temporary folder is a file, so the
  /// scratch copy cannot be made and a run stops with exit status 70 after its first line.
  /// A command that answers without that line answered before running anything.
  static func withoutScratchCopies(in root: URL) throws -> [String: String] {
    let file = root.appendingPathComponent(".not-a-folder")
    try "".write(to: file, atomically: true, encoding: .utf8)
    return ["TMPDIR": file.path, "COLUMNS": "1000"]
  }
}
