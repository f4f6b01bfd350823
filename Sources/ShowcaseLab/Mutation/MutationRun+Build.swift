import Foundation
import ShowcaseSupport

/// Building the scratch copy: once with every schema in, then again for each mutant built
/// alone. A schema the compiler rejects names its mutants by line (no edit adds a line), and
/// they leave the schema to be built alone, where they either compile or count as compile
/// errors.
extension MutationRun {
  /// Builds until the schemata compile, moving the mutants on each rejected line to `alone`.
  func buildSchemata() async throws {
    let switchedCount = plans.map { $0.switched.values.map(\.count).reduce(0, +) }.reduce(0, +)
    progress.line("Building the scratch copy with \(switchedCount) mutants switched in")
    let clock = ContinuousClock()
    let start = clock.now
    for round in 1...12 {
      let (status, output) = try await build(label: "Building")
      if status == 0 {
        let seconds = Timing.seconds(clock.now - start)
        buildSeconds = seconds
        progress.line("Built in \(NumberText.decimal(seconds)) s")
        return
      }
      let rejected = try rejectMutants(atErrorsIn: output)
      guard !rejected.isEmpty else {
        let first = output.split(separator: "\n").first { $0.contains("error:") }
        throw RunFailure(
          description: "the scratch copy does not build: \(first.map(String.init) ?? "see the log")"
        )
      }
      progress.line(
        "Round \(round): the compiler rejected \(rejected.count) switched mutant(s); "
          + "they will be built alone")
    }
    throw RunFailure(description: "the schemata still do not compile after 12 rounds")
  }

  /// Builds the scratch copy (`ScratchPackage.build`); at a terminal, the build's own
  /// `[n/m]` counter is shown as it goes.
  func build(label: String) async throws -> (status: Int32, output: String) {
    guard let scratch else { return (1, "") }
    return try await scratch.build(
      label: label, log: scratch.url(".mutate-build.log"), progress: progress,
      environment: environment)
  }

  /// `file:line` of each `error:` the compiler printed, for the files of the plans.
  static func errorLines(in output: String, files: [String]) -> [(file: String, line: Int)] {
    var found: [(String, Int)] = []
    for line in output.split(separator: "\n") where line.contains(": error:") {
      let parts = line.split(separator: ":", maxSplits: 3)
      guard parts.count >= 3, let number = Int(parts[1]),
        let file = files.first(where: { parts[0].hasSuffix("/" + $0) })
      else { continue }
      if !found.contains(where: { $0.0 == file && $0.1 == number }) { found.append((file, number)) }
    }
    return found
  }

  /// Moves the switched mutants whose edits touch a line with an error to `alone`; a file with
  /// an error on no mutant's line gives up all its switched mutants. Rewrites the files.
  private func rejectMutants(atErrorsIn output: String) throws -> [Mutant] {
    var rejected: [Mutant] = []
    for index in plans.indices {
      let files = Array(plans[index].files.keys)
      for (file, line) in Self.errorLines(in: output, files: files) {
        let switched = plans[index].switched[file] ?? []
        let source = SwiftSource(plans[index].files[file] ?? "")
        let onLine = switched.filter { Self.lines(of: $0, in: source).contains(line) }
        let culprits = onLine.isEmpty ? switched : onLine
        plans[index].switched[file] = switched.filter { !culprits.contains($0) }
        plans[index].alone += culprits
        rejected += culprits
      }
      try writeSchemata(of: plans[index])
    }
    return rejected
  }

  /// The 1-based lines a switched mutant's edit spans.
  static func lines(of mutant: Mutant, in source: SwiftSource) -> ClosedRange<Int> {
    let range: Range<Int> =
      switch mutant.switchable {
      case .infixOperator(let range, _, _), .prefixNegation(let range), .choice(let range, _),
        .skip(let range), .strongProperty(let range, _, _), .strongCapture(let range, _):
        range
      case .earlyReturn(let offset): offset..<offset
      case nil: mutant.textual.range
      }
    let first = source.lineIndex(of: range.lowerBound) + 1
    let last = source.lineIndex(of: max(range.lowerBound, range.upperBound - 1)) + 1
    return first...last
  }
}
