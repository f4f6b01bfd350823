import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase bugs` or `showcase refactor`: copies the package, builds it once and
/// checks that every chosen variant's suites pass; then, for each entry, does the catalogue's
/// own work in the copy (`RunnableCatalogue.measure`). The copy is removed at the end, and on
/// Ctrl-C.
@MainActor
final class CatalogueRun<Catalogue: RunnableCatalogue> {
  /// One entry's results, a variant a result, and how long it took (builds and suites).
  struct Outcome: Sendable {
    let entry: Catalogue.Entry
    let results: [Catalogue.EntryResult]
    let seconds: Double
  }

  typealias Mistake = CatalogueMistake<Catalogue>

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  let entries: [Catalogue.Entry]
  let variants: [Variant]
  /// The spec's scenario IDs, in order: failing tests are listed in it.
  let specIDs: [String]
  /// By entry id, then by variant name: the production files the entry changes, with the
  /// entry written in.
  let patches: [String: [String: [String: String]]]
  /// By entry id, then by variant name: the unit-suite files the reference repair changes,
  /// repaired (refactors only).
  let repairs: [String: [String: [String: String]]]
  /// Every file an entry or a repair changes, as it is in the package.
  let originals: [String: String]
  /// Whether a refactor's whole reference repair is built and run where it broke a test
  /// (step 3 of `measure`). `--check` leaves it out: what the repair mends is not in the
  /// record, and the record's fingerprint covers the repairs, so a changed one makes the
  /// record stale (`report --check`, and `--check` before it runs) until `--write`, which
  /// builds it, records it again.
  var buildsRepairs = true
  /// The time of the scratch copy's first build.
  private(set) var buildSeconds = 0.0

  /// Every chosen entry and its repair written into every variant it applies to, in memory,
  /// before anything is copied or built: the files each changes, the files as they are, and
  /// every edit that no longer applies.
  struct Plan: Sendable {
    /// By entry id, then by variant name: the production files, with the entry in.
    var patches: [String: [String: [String: String]]] = [:]
    /// By entry id, then by variant name: the unit-suite files, repaired.
    var repairs: [String: [String: [String: String]]] = [:]
    /// Every file an entry or a repair changes, as it is in the package.
    var originals: [String: String] = [:]
    /// Every entry and variant whose edits or repair no longer apply, in order.
    var broken: [BrokenEntry<Catalogue>] = []
  }

  /// A run of `plan`, whose edits all apply.
  init(
    packageRoot: URL, environment: [String: String], progress: RunProgress,
    entries: [Catalogue.Entry], variants: [Variant], specIDs: [String], plan: Plan
  ) {
    self.packageRoot = packageRoot
    self.environment = environment
    self.progress = progress
    self.entries = entries
    self.variants = variants
    self.specIDs = specIDs
    (patches, repairs, originals) = (plan.patches, plan.repairs, plan.originals)
  }

  /// Writes every entry and its repair into memory, by entry id and variant name. An edit
  /// that no longer applies is noted, and the others are still tried, so that one run names
  /// every broken entry.
  nonisolated static func plan(
    _ entries: [Catalogue.Entry], variants: [String], packageRoot: URL
  ) -> Plan {
    // Each file is read once, however many entries edit it.
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
          edits, of: Catalogue.self, label: label, original: read)
      } catch let mistake {
        plan.broken.append(BrokenEntry(id: id, mistake: mistake))
        return [:]
      }
    }
    for entry in entries {
      for variant in variants where entry.applies(to: variant) {
        let label = "\(entry.id), \(variant)"
        let files = patched(entry.edits[variant] ?? [], entry.id, label: label)
        let repaired = patched(
          entry.repairs[variant] ?? [], entry.id, label: "\(label), the repair")
        plan.patches[entry.id, default: [:]][variant] = files
        plan.repairs[entry.id, default: [:]][variant] = repaired
        for path in Array(files.keys) + Array(repaired.keys) where plan.originals[path] == nil {
          plan.originals[path] = read(path)
        }
      }
    }
    return plan
  }

  /// Runs every entry against every chosen variant. The scratch copy is gone afterwards,
  /// whatever happened.
  func run(report: (Outcome) -> Void) async throws -> [Outcome] {
    try await ScratchPackage.withBuiltSuites(
      of: packageRoot, command: Catalogue.Record.command, change: Catalogue.noun,
      variants: variants, environment: environment, progress: progress
    ) { copy, runner, seconds in
      buildSeconds = seconds
      var outcomes: [Outcome] = []
      for entry in entries {
        let outcome = try await Catalogue.measure(entry, in: self, copy: copy, runner: runner)
        outcomes.append(outcome)
        report(outcome)
      }
      return outcomes
    }
  }
}
