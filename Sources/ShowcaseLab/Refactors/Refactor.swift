import Foundation
import ShowcaseSupport

/// One refactor of the catalogue (Docs/refactors.catalogue): a change a team makes without
/// changing behaviour, written into the production code of every variant where the pattern
/// has such a thing, with the repair of the variant's unit tests it calls for.
struct Refactor: Sendable, Equatable, CatalogueEntry {
  let id: String
  let title: String
  /// The kind of refactoring, named as Kashiwa et al. (ICSME 2021) name it where their study
  /// has it: `Rename Method`, `Rename Class`, `Add Parameter`, …
  let kind: String
  let line: Int
  /// Each variant's edits of its production code; none where the refactor does not apply.
  let edits: [String: [CatalogueEdit]]
  /// Each variant's reference repair of its unit tests, so that they build and pass again.
  let repairs: [String: [CatalogueEdit]]
  /// Why the refactor does not apply to a variant, by the variant's name.
  let notApplicable: [String: String]

  func applies(to variant: String) -> Bool { notApplicable[variant] == nil }
  func fingerprinted(in variant: String) -> [String] {
    [id, title, kind] + (notApplicable[variant].map { ["not applicable: \($0)"] } ?? [])
  }
}

/// What one refactor cost one variant's unit suite. Tests are named by display name (or
/// function name).
struct RefactorResult: VariantResult {
  let variant: String
  /// Why the refactor does not apply to this variant; nil when it does.
  var notApplicable: String?
  /// The unit-suite files that no longer build, from the package's root.
  var brokenFiles: [String] = []
  var doesNotCompile: [String] = []
  var fails: [String] = []
  /// Code lines the reference repair removes or adds in the unit suite, counted as the
  /// workshop counts a solution's test lines (`ChangeCost.testLinesChanged`).
  var repairLines = 0

  var applies: Bool { notApplicable == nil }

  /// Every test the refactor broke, whether it no longer builds or fails.
  var brokenTests: Int { doesNotCompile.count + fails.count }

  /// Whether the refactor cost the suite anything: a file to mend or a test to change.
  var breaksNothing: Bool { brokenFiles.isEmpty && fails.isEmpty && repairLines == 0 }
}

/// The refactoring catalogue, Docs/refactors.catalogue, in the bug catalogue's form: a
/// refactor is a heading `## R<n> <title>` and a line `Kind: Rename Method`, then a heading per
/// variant (`### MVP`) with either a line `Not applicable: <why>`, or `File: Sources/MVP/…`
/// lines for production code and `Repair: Tests/MVPTests/…` lines for the reference repair,
/// each followed by `swift old` and `swift new` blocks.
struct RefactorCatalogue: Sendable, Equatable, CatalogueFile {
  static let path = "Docs/refactors.catalogue"

  let refactors: [Refactor]

  typealias Mistake = CatalogueMistake<RefactorCatalogue>

  /// Reads the catalogue's text; a refactor breaks no scenario, so `specIDs` is not read.
  static func parse(_ text: String, variants: [String], specIDs: [String] = []) throws(Mistake)
    -> RefactorCatalogue
  {
    var reader = CatalogueReader<RefactorCatalogue, Refactor>(
      letter: "R", noun: "refactor", keys: ["Kind"], hasRepairs: true, variants: variants
    ) { section throws(Mistake) in
      guard let kind = section.keys["Kind"]?.value, !kind.isEmpty else {
        throw Mistake(line: section.line, "\(section.id) has no line 'Kind: …'")
      }
      return Refactor(
        id: section.id, title: section.title, kind: kind, line: section.line,
        edits: section.edits, repairs: section.repairs, notApplicable: section.notApplicable)
    }
    return RefactorCatalogue(refactors: try reader.read(text))
  }
}
