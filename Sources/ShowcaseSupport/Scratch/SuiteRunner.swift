import Foundation
import ShowcaseCore

/// Runs one of a variant's two suites in the scratch copy, against one mutant or none: its unit
/// suite (`<Name>Tests`), or the conformance suite for that variant (`CONFORMANCE_VARIANT`).
///
/// On Linux it runs the built test bundle directly, about fifteen times quicker than `swift
/// test`, which checks the package and the build first; on macOS, where the bundle is not an
/// executable, it runs `swift test --skip-build`.
package struct SuiteRunner: Sendable {
  package enum Suite: String, Sendable {
    case unit, conformance
  }

  package enum Verdict: String, Sendable, Equatable, Codable {
    case passed
    case failed
    case timedOut = "timed-out"

    /// A failing test or a time-out kills the mutant.
    package var kills: Bool { self != .passed }
  }

  /// The environment variable that switches on one mutant, by its ID.
  package static let mutantVariable = "SHOWCASE_MUTANT"

  let scratch: URL
  let environment: [String: String]
  package var timeLimit: Duration = .seconds(10)

  package init(scratch: URL, environment: [String: String], timeLimit: Duration = .seconds(10)) {
    self.scratch = scratch
    self.environment = environment
    self.timeLimit = timeLimit
  }

  package func run(_ suite: Suite, of variant: Variant, mutant: String?, log: URL? = nil)
    async throws -> Verdict
  {
    try await time(suite, of: variant, mutant: mutant, log: log).0
  }

  /// The verdict, and the seconds the suite took.
  func time(_ suite: Suite, of variant: Variant, mutant: String? = nil, log: URL? = nil)
    async throws -> (Verdict, Double)
  {
    var environment = environment
    environment[Self.mutantVariable] = mutant
    environment["CONFORMANCE_VARIANT"] = variant.id
    environment.merge(Self.pinnedEnvironment) { _, pinned in pinned }
    let outcome = try await ChildProcess.run(
      arguments(suite, of: variant), in: scratch, environment: environment, log: log,
      timeLimit: timeLimit)
    let verdict: Verdict = outcome.timedOut ? .timedOut : outcome.status == 0 ? .passed : .failed
    return (verdict, outcome.seconds)
  }

  /// The same zone and C locale on every machine, so that the figures are the same too.
  ///
  /// The zone is west of UTC on purpose: at midnight UTC on 1 January 1970, the birthdate of
  /// scenario G6, it is still 31 December in Los Angeles, so a birthdate formatter that loses
  /// its pinned UTC zone shows the wrong day, and G6 kills the mutants that unpin it; in UTC,
  /// where many CI machines run, nothing could. The pinned locale cannot be made to matter so
  /// (`Locale.current` ignores `LANG` off Apple's platforms): that line is not mutated.
  static let pinnedEnvironment = ["TZ": "America/Los_Angeles", "LC_ALL": "C"]

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

  /// Behaviour only: the form checks, which read source files, are not run.
  static let conformanceFilters = ["ConformanceTests\\.ConformanceTests/"]

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

extension SuiteRunner {
  /// A runner whose time limit is twenty times the slowest suite's run on the unchanged copy,
  /// and at least ten seconds. Every suite must pass there and run a test: a filter that
  /// matched nothing would pass every change. `change` names what the runs add: "mutants".
  @MainActor
  package static func calibrated(
    in copy: ScratchPackage, environment: [String: String], variants: [Variant], change: String,
    progress: RunProgress
  ) async throws -> SuiteRunner {
    var runner = SuiteRunner(scratch: copy.root, environment: copy.commandEnvironment(environment))
    runner.timeLimit = .seconds(120)
    var slowest = 0.0
    for variant in variants {
      for suite in [Suite.unit, .conformance] {
        let log = copy.url(".calibrate-\(variant.id)-\(suite.rawValue).log")
        let (verdict, seconds) = try await runner.time(suite, of: variant, log: log)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let name = "the \(suite.rawValue) suite of \(variant.name)"
        guard testCount(in: output) ?? 0 > 0 || verdict != .passed else {
          throw RunFailure(description: "\(name) ran no test")
        }
        guard verdict == .passed else {
          let failed = TestFailures.names(in: output).prefix(5).joined(separator: "; ")
          throw RunFailure(
            description: "\(name) fails without any \(change) (\(verdict.rawValue)): \(failed)")
        }
        slowest = max(slowest, seconds)
      }
    }
    runner.timeLimit = .milliseconds(Int(max(10, slowest * 20) * 1000))
    progress.line(
      "The suites pass without \(change); slowest \(NumberText.decimal(slowest, places: 2)) s, "
        + "so a run longer than \(NumberText.decimal(Timing.seconds(runner.timeLimit))) s "
        + "counts as a time-out")
    return runner
  }
}
