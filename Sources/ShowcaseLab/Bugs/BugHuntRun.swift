import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase bugs`: for each bug, writes the bug into every chosen variant at once,
/// builds, and runs each variant's own unit suite and its conformance checks, two runs at a
/// time. One build per bug is enough: a variant's unit suite imports only that variant, and
/// its conformance run is filtered to it, so the bug's edits in the other variants cannot
/// reach its results.
typealias BugHuntRun = CatalogueRun<BugCatalogue>

extension BugHuntRun {
  /// Writes the bug into every chosen variant, builds, runs both suites of each variant, and
  /// writes the files back as they were.
  func hunt(_ bug: Bug, in copy: ScratchPackage, with runner: SuiteRunner) async throws
    -> Outcome
  {
    let clock = ContinuousClock()
    let start = clock.now
    let files = variants.flatMap { (patches[bug.id]?[$0.name] ?? [:]).map { $0 } }
    for (path, text) in files { try copy.write(text, to: path) }
    defer {
      for (path, _) in files { try? copy.write(originals[path] ?? "", to: path) }
    }
    let (status, output) = try await copy.build(
      label: "\(bug.id): building", log: copy.url(".bugs-build.log"), progress: progress,
      environment: environment)
    guard status == 0 else {
      let error = CompilerError.first(in: output, copy)
      let variant = variants.first {
        error.hasPrefix("Sources/\($0.name)/") || error.hasPrefix("Tests/\($0.name)Tests/")
      }
      throw BugCatalogue.Mistake(
        line: bug.line,
        "\(bug.id) does not compile\(variant.map { " in \($0.name)" } ?? ""): \(error)")
    }
    progress.update("\(bug.id): running the suites")
    let names = try await failingTests(with: runner, in: copy, label: bug.id)
    let results = variants.map { variant in
      BugResult(
        variant: variant.name, unitSuite: names[variant.id]?[.unit] ?? [],
        conformanceSuite: names[variant.id]?[.conformance] ?? [])
    }
    return Outcome(entry: bug, results: results, seconds: Timing.seconds(clock.now - start))
  }

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
