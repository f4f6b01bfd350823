import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase bugs`: the bug hunt. Writes each bug of Docs/bugs.catalogue into every chosen
/// variant of a scratch copy, runs the variant's own unit suite and the conformance suite, and
/// prints who caught each bug: the own suite, the conformance suite only, or neither.
@MainActor
package enum BugsCommand {
  package static func run(_ options: CatalogueRunOptions, in console: Console) async -> Int32 {
    await CatalogueCommand.run(BugCatalogue.self, options, in: console)
  }

  package static var help: String {
    """
    showcase bugs: which suite catches each bug of the catalogue, in every variant.

    Usage: swift run showcase bugs [--pattern P]... [--bug B]... [--format text|json|markdown]
           swift run showcase bugs --write | --check | --list

    Writes each bug of Docs/bugs.catalogue (a mistake against the spec, such as a failure
    that clears the rows, or a checkmark that flips before the service answers) into every
    chosen variant, in a scratch copy of the package that is removed at the end, also on
    Ctrl-C. For each bug it builds once, runs each variant's own unit suite and the
    conformance suite, and prints per bug and variant who caught it: its own unit suite, the
    conformance suite only, or neither (missed), and the failing tests. A full run takes
    minutes. Run it from the package's root folder.

    \(CatalogueRunOptions.bugsOptions.help)

    Every edit is tried in memory first: those that no longer apply are all named, and
    nothing is run.

    Exit status: 0 done (a listing too), 1 the record is stale or the run differs from it, 64
    wrong command line, 65 a mistake in the catalogue (an edit that does not apply exactly
    once, or a bug that does not compile), 66 not run from the package's folder, 70 the
    scratch copy did not build or a suite fails without bugs, 73 the record cannot be
    written, 130 or 143 interrupted.
    """
  }
}

/// One run of `showcase bugs`. One build per bug, every chosen variant at once, is enough: a
/// variant's unit suite imports only that variant, and its conformance run is filtered to it.
typealias BugHuntRun = CatalogueRun<BugCatalogue>

extension BugCatalogue: RunnableCatalogue {
  static let noun = "bugs"
  var entries: [Bug] { bugs }

  /// `--list`: a bug a line, the ids padded so the titles line up:
  /// `B1   A blank salutation is greeted (G4, G5)`.
  static func listing(
    _ bugs: [Bug], variants: [String], broken: [BrokenEntry<BugCatalogue>], in console: Console
  ) -> [String] {
    TextTable().lines(
      bugs.map { bug in
        let title = "\(bug.title) (\(bug.scenarios.joined(separator: ", ")))"
        return [bug.id, BrokenEntry.marked(title, id: bug.id, broken: broken)]
      })
  }

  /// Writes the bug into every chosen variant, builds, runs both suites of each variant, and
  /// writes the files back as they were.
  static func measure(
    _ bug: Bug, in run: BugHuntRun, copy: ScratchPackage, runner: SuiteRunner
  ) async throws -> BugHuntRun.Outcome {
    let start = ContinuousClock.now
    let files = run.variants.flatMap { (run.plan.patches[bug.id]?[$0.name] ?? [:]).map { $0 } }
    for (path, text) in files { try copy.write(text, to: path) }
    defer {
      for (path, _) in files { try? copy.write(run.plan.originals[path] ?? "", to: path) }
    }
    let (status, output) = try await copy.build(
      label: "\(bug.id): building", log: copy.url(".bugs-build.log"), progress: run.progress,
      environment: run.environment)
    guard status == 0 else {
      let error = CompilerError.first(in: output, copy)
      let variant = run.variants.first {
        error.hasPrefix("Sources/\($0.name)/") || error.hasPrefix("Tests/\($0.name)Tests/")
      }
      throw Mistake(
        line: bug.line,
        "\(bug.id) does not compile\(variant.map { " in \($0.name)" } ?? ""): \(error)")
    }
    run.progress.update("\(bug.id): running the suites")
    let failures = try await SuiteJobs.failingTests(
      run.variants.flatMap { [($0, SuiteRunner.Suite.unit), ($0, .conformance)] },
      with: runner, in: copy, label: bug.id, specIDs: run.specIDs)
    // A test whose issues name two files is one test here.
    func names(_ variant: Variant, _ suite: SuiteRunner.Suite) -> [String] {
      (failures[variant.id]?[suite] ?? []).map(\.name).eachOnce()
    }
    let results = run.variants.map { variant in
      BugResult(
        variant: variant.name, unitSuite: names(variant, .unit),
        conformanceSuite: names(variant, .conformance))
    }
    return .init(entry: bug, results: results, seconds: Timing.seconds(ContinuousClock.now - start))
  }

  static func text(_ record: BugHuntRecord) -> [String] { BugTable.text(record) }

  /// Every bug with each variant's failing tests, and the times.
  static func json(
    _ outcomes: [BugHuntRun.Outcome], record: BugHuntRecord, buildSeconds: Double, total: Double
  ) throws -> String {
    struct Result: Encodable {
      let variant: String
      let verdict: String
      let unitSuite: [String]
      let conformanceSuite: [String]
    }
    struct Entry: Encodable {
      let bug: String
      let title: String
      let scenarios: [String]
      let seconds: Double
      let results: [Result]
    }
    struct Run: Encodable {
      let buildSeconds: Double
      let totalSeconds: Double
      let variants: [BugHuntRecord.Measured]
      let bugs: [Entry]
    }
    let bugs = outcomes.map { outcome in
      Entry(
        bug: outcome.entry.id, title: outcome.entry.title, scenarios: outcome.entry.scenarios,
        seconds: outcome.seconds,
        results: outcome.results.map {
          Result(
            variant: $0.variant, verdict: $0.verdict.rawValue, unitSuite: $0.unitSuite,
            conformanceSuite: $0.conformanceSuite)
        })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let run = Run(
      buildSeconds: buildSeconds, totalSeconds: total, variants: record.variants, bugs: bugs)
    return String(decoding: try encoder.encode(run), as: UTF8.self)
  }

  static func progressCell(_ result: BugResult) -> String { result.verdict.rawValue }
}
