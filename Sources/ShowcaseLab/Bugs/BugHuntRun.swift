import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase bugs`: copies the package, builds it once and checks that every chosen
/// variant's suites pass; then, for each bug, writes the bug into every chosen variant at once,
/// builds, and runs each variant's own unit suite and its conformance checks, two runs at a
/// time. One build per bug is enough: a variant's unit suite imports only that variant, and
/// its conformance run is filtered to it, so the bug's edits in the other variants cannot
/// reach its results. The copy is removed at the end, and on Ctrl-C.
@MainActor
final class BugHuntRun {
  /// One bug's results, a variant a result, and how long it took (build and suites).
  struct Outcome: Sendable {
    let bug: Bug
    let results: [BugResult]
    let seconds: Double
  }

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  let bugs: [Bug]
  let variants: [Variant]
  /// The spec's scenario IDs, in order: failing tests are listed in it.
  let specIDs: [String]
  /// By bug id, then by variant name: the files the bug changes, with the bug written in.
  let patches: [String: [String: [String: String]]]
  /// The files any bug changes, as they are in the package.
  let originals: [String: String]
  /// The time of the scratch copy's first build.
  private(set) var buildSeconds = 0.0

  /// Every chosen bug written into every chosen variant in memory, before anything is copied
  /// or built: the files each bug changes, the files as they are, and every edit that no
  /// longer applies.
  struct Plan: Sendable {
    /// By bug id, then by variant name: the files the bug changes, with the bug written in.
    var patches: [String: [String: [String: String]]] = [:]
    /// The files any bug changes, as they are in the package.
    var originals: [String: String] = [:]
    /// Every bug and variant whose edits no longer apply, in the catalogue's order.
    var broken: [BrokenEntry<BugCatalogue>] = []
  }

  /// Writes every bug into every variant in memory. An edit that no longer applies is noted,
  /// and the others are still tried, so that one run names every broken entry.
  nonisolated static func plan(_ bugs: [Bug], variants: [String], packageRoot: URL) -> Plan {
    var plan = Plan()
    for bug in bugs {
      for variant in variants {
        let files: [String: String]
        do {
          files = try bug.patchedFiles(of: variant, packageRoot: packageRoot)
        } catch let mistake {
          plan.broken.append(BrokenEntry(id: bug.id, mistake: mistake))
          continue
        }
        plan.patches[bug.id, default: [:]][variant] = files
        for path in files.keys where plan.originals[path] == nil {
          plan.originals[path] = try? String(
            contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
      }
    }
    return plan
  }

  /// A run of `plan`, whose edits all apply.
  init(
    packageRoot: URL, environment: [String: String], progress: RunProgress, bugs: [Bug],
    variants: [Variant], specIDs: [String], plan: Plan
  ) {
    self.packageRoot = packageRoot
    self.environment = environment
    self.progress = progress
    self.bugs = bugs
    self.variants = variants
    self.specIDs = specIDs
    patches = plan.patches
    originals = plan.originals
  }

  /// Runs every bug against every chosen variant. The scratch copy is gone afterwards,
  /// whatever happened.
  func run(report: (Outcome) -> Void) async throws -> [Outcome] {
    try await ScratchPackage.withBuiltSuites(
      of: packageRoot, command: "bugs", change: "bugs", variants: variants,
      environment: environment, progress: progress
    ) { copy, runner, seconds in
      buildSeconds = seconds
      var outcomes: [Outcome] = []
      for bug in bugs {
        let outcome = try await hunt(bug, in: copy, with: runner)
        outcomes.append(outcome)
        report(outcome)
      }
      return outcomes
    }
  }

  /// Writes the bug into every chosen variant, builds, runs both suites of each variant, and
  /// writes the files back as they were.
  private func hunt(_ bug: Bug, in copy: ScratchPackage, with runner: SuiteRunner) async throws
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
    return Outcome(bug: bug, results: results, seconds: Timing.seconds(clock.now - start))
  }

}
