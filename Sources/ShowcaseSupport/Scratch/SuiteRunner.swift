import Foundation
import ShowcaseCore

/// Runs one of a variant's two suites in the scratch copy, against one mutant or none: its own
/// unit suite (`<Name>Tests`), or the conformance suite's checks of behaviour for that variant
/// only (`CONFORMANCE_VARIANT=<id>`, which the conformance suite's parameterized tests honour).
///
/// On Linux it runs the built test bundle directly with Swift Testing's `--filter`, about
/// fifteen times quicker than `swift test`, which checks the package and the build first; on
/// macOS, where the bundle is not an executable, it runs `swift test --skip-build`.
package struct SuiteRunner: Sendable {
  package enum Suite: String, Sendable {
    case unit
    case conformance
  }

  /// How one suite's run ended.
  package enum Verdict: String, Sendable, Equatable, Codable {
    case passed
    case failed
    case timedOut = "timed-out"

    /// A failing test or a time-out kills the mutant.
    package var kills: Bool { self != .passed }
  }

  /// The environment variable that switches on one mutant, by its ID, in a scratch copy whose
  /// code holds mutants behind switches.
  package static let mutantVariable = "SHOWCASE_MUTANT"

  let scratch: URL
  let environment: [String: String]
  /// How long a suite may run before the mutant counts as killed by a time-out.
  package var timeLimit: Duration = .seconds(10)

  package init(scratch: URL, environment: [String: String], timeLimit: Duration = .seconds(10)) {
    self.scratch = scratch
    self.environment = environment
    self.timeLimit = timeLimit
  }

  package func run(_ suite: Suite, of variant: Variant, mutant: String?, log: URL? = nil)
    async throws
    -> Verdict
  {
    var environment = environment
    environment[Self.mutantVariable] = mutant
    environment["CONFORMANCE_VARIANT"] = variant.id
    environment.merge(Self.pinnedEnvironment) { _, pinned in pinned }
    let outcome = try await ChildProcess.run(
      arguments(suite, of: variant), in: scratch, environment: environment, log: log,
      timeLimit: timeLimit)
    if outcome.timedOut { return .timedOut }
    return outcome.status == 0 ? .passed : .failed
  }

  /// The time zone and C locale of every run, the same on every machine, so that the figures
  /// are too.
  ///
  /// The zone is west of UTC on purpose. At midnight UTC on 1 January 1970, the birthdate of
  /// scenario G6, it is still 31 December in Los Angeles, so a birthdate formatter that loses
  /// its pinned UTC zone shows the wrong day, and G6 kills the mutants that unpin it. In UTC,
  /// where many CI machines run, nothing could tell them from the code.
  ///
  /// The formatter's pinned locale cannot be made to matter this way: outside Apple's
  /// platforms, Foundation's `Locale.current` is `en_001` whatever `LANG` or `LC_ALL` say, and
  /// on a Mac it follows the system's settings. So that line is not mutated (`MutantGenerator`).
  /// `LC_ALL=C` keeps what the C library formats the same everywhere.
  static let pinnedEnvironment = ["TZ": "America/Los_Angeles", "LC_ALL": "C"]

  /// The run's time, for setting the time limit from a run without mutants.
  package func time(_ suite: Suite, of variant: Variant, log: URL) async throws -> (
    Verdict, Double
  ) {
    let clock = ContinuousClock()
    let start = clock.now
    let verdict = try await run(suite, of: variant, mutant: nil, log: log)
    return (verdict, Timing.seconds(clock.now - start))
  }

  func arguments(_ suite: Suite, of variant: Variant) -> [String] {
    let filters = (suite == .unit ? Self.unitFilters(variant) : Self.conformanceFilters)
      .flatMap { ["--filter", $0] }
    #if os(Linux)
      if let bundle = testBundle {
        return [bundle.path, "--testing-library", "swift-testing"] + filters
      }
    #endif
    return ["swift", "test", "--skip-build"] + filters
  }

  static func unitFilters(_ variant: Variant) -> [String] { ["\(variant.name)Tests\\."] }

  /// The conformance suite: every scenario of the spec. It checks behaviour only; the form
  /// checks, which read source files, are a target of their own and are not run.
  static let conformanceFilters = ["ConformanceTests\\.ConformanceTests/"]

  /// The package's test bundle in the scratch copy's debug build.
  package var testBundle: URL? {
    let folder = scratch.appendingPathComponent(".build/debug")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.first { $0.hasSuffix("PackageTests.xctest") }
      .map { folder.appendingPathComponent($0) }
  }

  /// The last `[n/m]` a build printed.
  package static func lastStep(in log: String) -> String? {
    log.split(separator: "\n").last { $0.hasPrefix("[") && $0.contains("/") }
      .flatMap { $0.split(separator: "]").first.map { $0 + "]" } }
  }

  /// N in Swift Testing's closing line, "Test run with N tests in M suites passed …".
  package static func testCount(in output: String) -> Int? {
    guard let line = output.split(separator: "\n").last(where: { $0.contains("Test run with ") }),
      let range = line.range(of: "Test run with ")
    else { return nil }
    return Int(line[range.upperBound...].prefix { $0.isNumber })
  }
}
