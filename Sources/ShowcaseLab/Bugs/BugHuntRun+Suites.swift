import Foundation
import ShowcaseCore
import ShowcaseSupport

/// Running the suites of a bug hunt: for each bug, each chosen variant's unit suite and
/// conformance checks, two runs at a time on the two cores.
extension BugHuntRun {
  /// Which tests failed: by variant id, then by suite.
  func failingTests(with runner: SuiteRunner, in copy: ScratchPackage, label: String)
    async throws -> [String: [SuiteRunner.Suite: [String]]]
  {
    let failures = try await SuiteJobs.failingTests(
      variants.flatMap { [($0, SuiteRunner.Suite.unit), ($0, .conformance)] }, with: runner,
      in: copy, label: label, specIDs: specIDs)
    // A test whose issues name two files is one test here.
    return failures.mapValues { suites in
      suites.mapValues { tests in
        tests.map(\.name).reduce(into: []) { names, name in
          if !names.contains(name) { names.append(name) }
        }
      }
    }
  }
}
