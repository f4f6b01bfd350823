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
}
