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
  /// record stale (`report --check`) until `--write`, which builds it, records it again.
  var buildsRepairs = true
  /// The time of the scratch copy's first build.
  private(set) var buildSeconds = 0.0

  /// Plans the run: writes every refactor and repair into memory, so that an edit that no
  /// longer applies is said before anything is copied or built.
  init(
    packageRoot: URL, environment: [String: String], progress: RunProgress,
    refactors: [Refactor], variants: [Variant], specIDs: [String]
  ) throws(Mistake) {
    self.packageRoot = packageRoot
    self.environment = environment
    self.progress = progress
    self.refactors = refactors
    self.variants = variants
    self.specIDs = specIDs
    (patches, repairs, originals) = try Self.plan(
      refactors, variants: variants.map(\.name), packageRoot: packageRoot)
  }

  /// Every refactor and its repair written into memory, by refactor id and variant name, and
  /// every file they change as it is in the package. Throws the first edit that does not
  /// apply.
  nonisolated static func plan(
    _ refactors: [Refactor], variants: [String], packageRoot: URL
  ) throws(Mistake) -> (
    patches: [String: [String: [String: String]]],
    repairs: [String: [String: [String: String]]],
    originals: [String: String]
  ) {
    // Each file is read once, however many refactors edit it.
    var texts: [String: String?] = [:]
    func read(_ path: String) -> String? {
      if let text = texts[path] { return text }
      let text = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      texts[path] = text
      return text
    }
    var patches: [String: [String: [String: String]]] = [:]
    var repairs: [String: [String: [String: String]]] = [:]
    var originals: [String: String] = [:]
    for refactor in refactors {
      for variant in variants where refactor.applies(to: variant) {
        let label = "\(refactor.id), \(variant)"
        let files = try CatalogueEdit.patchedFiles(
          refactor.edits[variant] ?? [], of: RefactorCatalogue.self, label: label,
          original: read)
        let repaired = try CatalogueEdit.patchedFiles(
          refactor.repairs[variant] ?? [], of: RefactorCatalogue.self,
          label: "\(label), the repair", original: read)
        patches[refactor.id, default: [:]][variant] = files
        repairs[refactor.id, default: [:]][variant] = repaired
        for path in Array(files.keys) + Array(repaired.keys) where originals[path] == nil {
          originals[path] = read(path)
        }
      }
    }
    return (patches, repairs, originals)
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
