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

  /// Reads the catalogue of the package at `packageRoot`; a refactor breaks no scenario, so
  /// `specIDs` is not read.
  static func load(packageRoot: URL, variants: [String], specIDs: [String] = []) throws(Mistake)
    -> RefactorCatalogue
  {
    let url = packageRoot.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw Mistake(line: nil, "cannot be read")
    }
    return try parse(text, variants: variants)
  }

  static func parse(_ text: String, variants: [String]) throws(Mistake) -> RefactorCatalogue {
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

  /// The refactors `ids` name (`r3` is `R3`), in the catalogue's order; all when `ids` is
  /// empty. Throws the first id the catalogue does not have.
  func selected(_ ids: [String]) throws(UsageError) -> [Refactor] {
    guard !ids.isEmpty else { return refactors }
    let wanted = ids.map { $0.uppercased() }
    if let unknown = ids.first(where: { id in !refactors.contains { $0.id == id.uppercased() } }) {
      throw UsageError(
        "showcase refactor: unknown refactor '\(Echo.word(unknown))' "
          + "(expected \(choiceList(refactors.map(\.id))))")
    }
    return refactors.filter { wanted.contains($0.id) }
  }
}
