import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase mutate`: copies the package, compiles every switchable mutant of the
/// chosen variants into the copy at once (mutant schemata) and builds it once, then runs both
/// suites against each mutant, two runs at a time; the others are built one at a time. The
/// copy is removed at the end, and on Ctrl-C.
@MainActor
final class MutationRun {
  struct Plan {
    let variant: Variant
    /// The variant's place in `Variant.all`, which keeps generated operator names apart.
    let module: Int
    let mutants: [Mutant]
    /// The variant's files as written, by path.
    let files: [String: String]
    /// By file, the mutants compiled in behind switches.
    var switched: [String: [Mutant]] = [:]
    /// Not switchable, or rejected by the compiler in the schema.
    var alone: [Mutant] = []
  }

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  var plans: [Plan]
  var scratch: ScratchPackage?
  /// The time of the scratch copy's first build.
  var buildSeconds = 0.0

  init(
    packageRoot: URL, environment: [String: String], progress: RunProgress, plans: [Plan]
  ) {
    self.packageRoot = packageRoot
    self.environment = environment
    self.progress = progress
    self.plans = plans
  }

  /// Each variant's fates; the scratch copy is gone afterwards, whatever happened.
  func run() async throws -> [VariantMutation] {
    try await ScratchPackage.withSuitesCopy(
      of: packageRoot, command: "mutate", environment: environment, progress: progress
    ) { copy in
      scratch = copy
      // A copy `refresh` lends goes on to other runs: its files are put back as they were.
      defer { restore(copy) }
      for index in plans.indices {
        for (path, mutants) in Dictionary(grouping: plans[index].mutants, by: \.file) {
          let parts = MutantSchema.partition(mutants, module: plans[index].module)
          plans[index].switched[path] = parts.switched
          plans[index].alone += parts.alone
        }
        try writeSchemata(of: plans[index])
      }
      try await buildSchemata()
      let runner = try await SuiteRunner.calibrated(
        in: copy, environment: environment, variants: plans.map(\.variant), change: "mutants",
        progress: progress)
      var results: [VariantMutation] = []
      for plan in plans {
        results.append(try await test(plan, with: runner))
      }
      return results
    }
  }

  /// Writes the variant's files with their switched mutants compiled in, and its support file.
  func writeSchemata(of plan: Plan) throws {
    guard let scratch else { return }
    for (path, text) in plan.files {
      let switched = plan.switched[path] ?? []
      try scratch.write(
        MutantSchema.render(text, switched: switched, module: plan.module), to: path)
    }
    let all = plan.switched.keys.sorted().flatMap { plan.switched[$0] ?? [] }
    try scratch.write(
      MutantSchema.supportFile(variant: plan.variant.name, module: plan.module, mutants: all),
      to: "Sources/\(plan.variant.name)/\(MutantSchema.supportFileName)")
  }

  private func restore(_ copy: ScratchPackage) {
    for plan in plans {
      for (path, text) in plan.files { try? copy.write(text, to: path) }
      try? FileManager.default.removeItem(
        at: copy.url("Sources/\(plan.variant.name)/\(MutantSchema.supportFileName)"))
    }
  }

  /// Builds until the schemata compile. No edit adds a line, so a compiler error names its
  /// mutants by line: they leave the schema to be built alone.
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

  func build(label: String) async throws -> (status: Int32, output: String) {
    guard let scratch else { return (1, "") }
    return try await scratch.build(
      label: label, log: scratch.url(".mutate-build.log"), progress: progress,
      environment: environment)
  }

  /// `file:line` of each `error:` the compiler printed, for `files`.
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
    let range = (MutantSchema.edit(mutant, module: 0) ?? mutant.textual).range
    let first = source.lineIndex(of: range.lowerBound) + 1
    let last = source.lineIndex(of: max(range.lowerBound, range.upperBound - 1)) + 1
    return first...last
  }
}
