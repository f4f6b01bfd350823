import Foundation
import ShowcaseCore
import ShowcaseSupport

/// Running the suites of a bug hunt: once without bugs, to check that they pass and to set
/// the time limit, then for each bug, two runs at a time on the two cores.
extension BugHuntRun {
  /// Runs each chosen variant's unit suite and conformance checks, two at a time, and reads
  /// which tests failed: by variant id, then by suite. A run that failed or timed out without
  /// naming a test is named as such, so that it still counts.
  func failingTests(with runner: SuiteRunner, in copy: ScratchPackage, label: String)
    async throws -> [String: [SuiteRunner.Suite: [String]]]
  {
    let jobs = variants.flatMap { [($0, SuiteRunner.Suite.unit), ($0, .conformance)] }
    var names: [String: [SuiteRunner.Suite: [String]]] = [:]
    try await withThrowingTaskGroup(
      of: (Variant, SuiteRunner.Suite, MutantFate.Verdict, URL).self
    ) { group in
      var pending = jobs[...]
      func startNext() {
        guard let (variant, suite) = pending.popFirst() else { return }
        let log = copy.url(".bugs-\(label)-\(variant.id)-\(suite.rawValue).log")
        group.addTask {
          (variant, suite, try await runner.run(suite, of: variant, mutant: nil, log: log), log)
        }
      }
      startNext()
      startNext()
      while let (variant, suite, verdict, log) = try await group.next() {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        var failed = TestFailures.names(in: output)
        if verdict == .timedOut {
          failed.append("(timed out)")
        } else if verdict == .failed, failed.isEmpty {
          failed.append("(the run failed without naming a test)")
        }
        names[variant.id, default: [:]][suite] = TestFailures.ordered(failed, specIDs: specIDs)
        startNext()
      }
    }
    return names
  }

  /// A suite runner whose time limit is twenty times the slowest suite's run without bugs, and
  /// at least ten seconds; every suite must pass without bugs and run a test, or no result
  /// would mean anything.
  func calibratedRunner(_ copy: ScratchPackage) async throws -> SuiteRunner {
    var runner = SuiteRunner(scratch: copy.root, environment: environment)
    runner.timeLimit = .seconds(120)
    var slowest = 0.0
    for variant in variants {
      for suite in [SuiteRunner.Suite.unit, .conformance] {
        let log = copy.url(".bugs-\(variant.id)-\(suite.rawValue).log")
        let (verdict, seconds) = try await runner.time(suite, of: variant, log: log)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard SuiteRunner.testCount(in: output) ?? 0 > 0 || verdict != .passed else {
          throw Failure(description: "the \(suite.rawValue) suite of \(variant.name) ran no test")
        }
        guard verdict == .passed else {
          let failed = TestFailures.names(in: output).prefix(5).joined(separator: "; ")
          throw Failure(
            description:
              "the \(suite.rawValue) suite of \(variant.name) fails without any bug "
              + "(\(verdict.rawValue)): \(failed)")
        }
        slowest = max(slowest, seconds)
      }
    }
    runner.timeLimit = .milliseconds(Int(max(10, slowest * 20) * 1000))
    progress.line(
      "The suites pass without bugs; slowest \(NumberText.decimal(slowest, places: 2)) s")
    return runner
  }
}
