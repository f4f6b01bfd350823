import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase refactor`: copies the package, builds it once and checks that every
/// chosen variant's suites pass; then, for each refactor, writes it into every chosen variant
/// it applies to, at once, and measures what it cost each unit suite (`measure`). The copy is
/// removed at the end, and on Ctrl-C.
@MainActor
final class RefactorRun {
  /// One refactor's results, a variant a result, and how long it took (builds and suites).
  struct Outcome: Sendable {
    let refactor: Refactor
    let results: [RefactorResult]
    let seconds: Double
  }

  typealias Mistake = RefactorCatalogue.Mistake

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  let refactors: [Refactor]
  let variants: [Variant]
  let specIDs: [String]
  /// By refactor id, then by variant name: the production files the refactor changes, with
  /// the refactor written in.
  let patches: [String: [String: [String: String]]]
  /// By refactor id, then by variant name: the unit-suite files the reference repair changes,
  /// repaired.
  let repairs: [String: [String: [String: String]]]
  /// Every file a refactor or a repair changes, as it is in the package.
  let originals: [String: String]
  /// Whether the whole reference repair is built and run where a refactor broke a test
  /// (step 3 of `measure`). `--check` leaves it out: what the repair mends is not in the
  /// record, and the record's fingerprint covers the repairs, so a changed one makes the
  /// record stale (`report --check`, and `--check` before it runs) until `--write`, which
  /// builds it, records it again.
  var buildsRepairs = true
  /// The time of the scratch copy's first build.
  private(set) var buildSeconds = 0.0

  /// Every chosen refactor and its repair written into every variant it applies to, in
  /// memory, before anything is copied or built: the files each changes, the files as they
  /// are, and every edit that no longer applies.
  struct Plan: Sendable {
    /// By refactor id, then by variant name: the production files, with the refactor in.
    var patches: [String: [String: [String: String]]] = [:]
    /// By refactor id, then by variant name: the unit-suite files, repaired.
    var repairs: [String: [String: [String: String]]] = [:]
    /// Every file a refactor or a repair changes, as it is in the package.
    var originals: [String: String] = [:]
    /// Every refactor and variant whose edits or repair no longer apply, in order.
    var broken: [BrokenEntry<RefactorCatalogue>] = []
  }

  /// A run of `plan`, whose edits all apply.
  init(
    packageRoot: URL, environment: [String: String], progress: RunProgress,
    refactors: [Refactor], variants: [Variant], specIDs: [String], plan: Plan
  ) {
    self.packageRoot = packageRoot
    self.environment = environment
    self.progress = progress
    self.refactors = refactors
    self.variants = variants
    self.specIDs = specIDs
    (patches, repairs, originals) = (plan.patches, plan.repairs, plan.originals)
  }

  /// Writes every refactor and its repair into memory, by refactor id and variant name. An
  /// edit that no longer applies is noted, and the others are still tried, so that one run
  /// names every broken entry.
  nonisolated static func plan(_ refactors: [Refactor], variants: [String], packageRoot: URL)
    -> Plan
  {
    // Each file is read once, however many refactors edit it.
    var texts: [String: String?] = [:]
    func read(_ path: String) -> String? {
      if let text = texts[path] { return text }
      let text = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      texts[path] = text
      return text
    }
    var plan = Plan()
    func patched(_ edits: [CatalogueEdit], _ id: String, label: String) -> [String: String] {
      do {
        return try CatalogueEdit.patchedFiles(
          edits, of: RefactorCatalogue.self, label: label, original: read)
      } catch let mistake {
        plan.broken.append(BrokenEntry(id: id, mistake: mistake))
        return [:]
      }
    }
    for refactor in refactors {
      for variant in variants where refactor.applies(to: variant) {
        let label = "\(refactor.id), \(variant)"
        let files = patched(refactor.edits[variant] ?? [], refactor.id, label: label)
        let repaired = patched(
          refactor.repairs[variant] ?? [], refactor.id, label: "\(label), the repair")
        plan.patches[refactor.id, default: [:]][variant] = files
        plan.repairs[refactor.id, default: [:]][variant] = repaired
        for path in Array(files.keys) + Array(repaired.keys) where plan.originals[path] == nil {
          plan.originals[path] = read(path)
        }
      }
    }
    return plan
  }

  /// Measures every refactor against every chosen variant. The scratch copy is gone
  /// afterwards, whatever happened.
  func run(report: (Outcome) -> Void) async throws -> [Outcome] {
    try await ScratchPackage.withBuiltSuites(
      of: packageRoot, command: "refactor", change: "refactors", variants: variants,
      environment: environment, progress: progress
    ) { copy, runner, seconds in
      buildSeconds = seconds
      var outcomes: [Outcome] = []
      for refactor in refactors {
        let outcome = try await measure(refactor, in: copy, with: runner)
        outcomes.append(outcome)
        report(outcome)
      }
      return outcomes
    }
  }
}
