import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The bug catalogue, read from Docs/bugs.catalogue, a data file beside the docs. Its notes
/// explain each bug to the reader, and the tool runs the same text, so the two cannot drift
/// apart. The format is described at the top of that file:
///
/// - a bug is a level-2 heading `## B<n> <title>`, then a line `Scenarios: G4, G5` naming the
///   spec's scenario IDs it breaks;
/// - under it, a level-3 heading per variant, named as `Variant.all` names it (`### MVP`), with
///   one or more edits: a line `File: Sources/MVP/….swift`, then a fenced block tagged
///   `swift old` and one tagged `swift new`; several pairs may follow one `File:` line;
/// - every other line is a note for the reader, and so is every fenced block with another tag.
///
/// Every bug needs an entry for every variant: a variant added to `Variant.all` is caught here
/// until the catalogue writes each bug into it.
struct BugCatalogue: Sendable, Equatable, CatalogueFile {
  static let path = "Docs/bugs.catalogue"

  let bugs: [Bug]

  /// A mistake in the catalogue: one line, `Docs/bugs.catalogue:12: …`.
  typealias Mistake = CatalogueMistake<BugCatalogue>

  static func parse(_ text: String, variants: [String], specIDs: [String]) throws(Mistake)
    -> BugCatalogue
  {
    var reader = CatalogueReader<BugCatalogue, Bug>(
      letter: "B", noun: "bug", keys: ["Scenarios"], hasRepairs: false, variants: variants
    ) { section throws(Mistake) in
      let (list, line) = section.keys["Scenarios"] ?? ("", section.line)
      // An empty item, as in `G4, , G5`, is an unknown scenario, not a slip to pass over.
      let items = list.isEmpty ? [] : list.split(separator: ",", omittingEmptySubsequences: false)
      let ids = items.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
      guard !ids.isEmpty else { throw Mistake(line: line, "\(section.id) names no scenario") }
      if let unknown = ids.first(where: { !specIDs.contains($0) }) {
        throw Mistake(
          line: line,
          "\(section.id): no scenario '\(Echo.word(unknown))' in \(SpecReader.path)")
      }
      return Bug(
        id: section.id, title: section.title, scenarios: ids, line: section.line,
        edits: section.edits)
    }
    return BugCatalogue(bugs: try reader.read(text))
  }
}
