import Foundation
import ShowcaseCore
import ShowcaseSupport

/// Running suites of a scratch copy two at a time, on the two cores, and reading which tests
/// failed: the bug hunt's and the refactoring run's way to run a variant's own unit suite and
/// its conformance checks.
@MainActor
enum SuiteJobs {
  /// By variant id, then by suite: each run's failing tests, with the file an issue was
  /// recorded in when the output says.
  typealias Failures = [String: [SuiteRunner.Suite: [(name: String, file: String?)]]]

  /// Runs each job and reads which tests failed, each list in the spec's order. A run that
  /// failed or timed out without naming a test is named as such, so that it still counts.
  /// Each run's output goes to a log named after `label`.
  static func failingTests(
    _ jobs: [(Variant, SuiteRunner.Suite)], with runner: SuiteRunner, in copy: ScratchPackage,
    label: String, specIDs: [String]
  ) async throws -> Failures {
    var names: Failures = [:]
    let logged = jobs.map { variant, suite in
      (variant, suite, copy.url(".\(copy.command)-\(label)-\(variant.id)-\(suite.rawValue).log"))
    }
    try await twoAtATime(logged) { variant, suite, log in
      try await runner.run(suite, of: variant, mutant: nil, log: log)
    } done: { job, verdict in
      let (variant, suite, log) = job
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      var failed = TestFailures.failures(in: output)
      if verdict == .timedOut {
        failed.append(("(timed out)", nil))
      } else if verdict == .failed, failed.isEmpty {
        failed.append(("(the run failed without naming a test)", nil))
      }
      let order = TestFailures.ordered(failed.map(\.name), specIDs: specIDs)
      names[variant.id, default: [:]][suite] = failed.sorted {
        (order.firstIndex(of: $0.name) ?? 0) < (order.firstIndex(of: $1.name) ?? 0)
      }
    }
    return names
  }

  /// Runs `work` on each job, two at a time, and hands each job with its value to `done` as it
  /// ends: these suite runs, and the mutation run's.
  static func twoAtATime<Job: Sendable, Value: Sendable>(
    _ jobs: [Job], _ work: @escaping @Sendable (Job) async throws -> Value,
    done: (Job, Value) throws -> Void
  ) async throws {
    try await withThrowingTaskGroup(of: (Job, Value).self) { group in
      var pending = jobs[...]
      func startNext() {
        guard let job = pending.popFirst() else { return }
        group.addTask { (job, try await work(job)) }
      }
      startNext()
      startNext()
      while let (job, value) = try await group.next() {
        try done(job, value)
        startNext()
      }
    }
  }
}
