import Foundation
import ShowcaseCore

extension SuiteRunner {
  /// A runner for the scratch copy whose time limit is twenty times the slowest suite's run on
  /// the unchanged copy, and at least ten seconds. Every suite must pass there and run a test:
  /// a filter that matched nothing would pass every change. `change` names what the runs
  /// will add, as messages say it: "mutants", "bugs".
  @MainActor
  package static func calibrated(
    in copy: ScratchPackage, environment: [String: String], variants: [Variant], change: String,
    progress: RunProgress
  ) async throws -> SuiteRunner {
    var runner = SuiteRunner(scratch: copy.root, environment: environment)
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
