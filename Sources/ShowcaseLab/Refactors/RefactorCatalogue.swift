import Foundation
import ShowcaseSupport

/// The refactoring catalogue, read from Docs/refactors.catalogue, in the bug catalogue's form
/// (see the top of that file):
///
/// - a refactor is a level-2 heading `## R<n> <title>`, then a line `Kind: Rename Method`;
/// - under it, a level-3 heading per variant (`### MVP`), with either one line
///   `Not applicable: <why>`, or edits: a line `File: Sources/MVP/….swift` for production
///   code, or `Repair: Tests/MVPTests/….swift` for the reference repair of the unit tests,
///   each followed by fenced blocks tagged `swift old` and `swift new`;
/// - every other line is a note for the reader.
///
/// Every refactor needs a section for every variant: a variant added to `Variant.all` is
/// caught here until the catalogue says what each refactor is in it.
struct RefactorCatalogue: Sendable, Equatable, CatalogueFile {
  static let path = "Docs/refactors.catalogue"

  let refactors: [Refactor]

  /// A mistake in the catalogue: one line, `Docs/refactors.catalogue:12: …`.
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
