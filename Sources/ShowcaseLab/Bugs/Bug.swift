import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One bug of the catalogue (Docs/bugs.catalogue): a mistake a programmer could make against
/// the spec, tied to the scenarios it breaks, and written into every variant as exact edits.
struct Bug: Sendable, Equatable, CatalogueEntry {
  let id: String
  let title: String
  /// The scenario IDs of Docs/FeatureSpec.md the bug breaks.
  let scenarios: [String]
  let line: Int
  let edits: [String: [CatalogueEdit]]

  /// A bug goes into every variant, and has no repair: the suites are to catch it.
  var repairs: [String: [CatalogueEdit]] { [:] }
  func applies(to variant: String) -> Bool { true }
  func fingerprinted(in variant: String) -> [String] {
    [id, title, scenarios.joined(separator: ",")]
  }

  /// The files this bug changes in `variant`, by path, with the bug written in.
  func patchedFiles(of variant: String, original: (String) -> String?) throws(BugCatalogue.Mistake)
    -> [String: String]
  {
    try CatalogueEdit.patchedFiles(
      edits[variant] ?? [], of: BugCatalogue.self, label: "\(id), \(variant)", original: original)
  }
}

/// What one suite pair made of one bug in one variant: the failing tests of the variant's own
/// unit suite (by display name or function name), and the failing conformance scenarios.
struct BugResult: VariantResult {
  let variant: String
  let unitSuite: [String]
  let conformanceSuite: [String]

  var verdict: BugVerdict {
    if !unitSuite.isEmpty { return .ownSuite }
    return conformanceSuite.isEmpty ? .missed : .conformanceOnly
  }

  /// The tests that caught the bug first: the unit suite's, else the conformance suite's.
  var catchingTests: [String] { verdict == .ownSuite ? unitSuite : conformanceSuite }
}

/// Who caught a bug in a variant.
enum BugVerdict: String, Sendable, Equatable, CaseIterable {
  case ownSuite = "own suite"
  case conformanceOnly = "conformance only"
  case missed
}

/// The bug catalogue, Docs/bugs.catalogue, whose format is described at its top: a bug is a
/// heading `## B<n> <title>` and a line `Scenarios: G4, G5`, then a heading per variant
/// (`### MVP`) with `File:` lines, each followed by `swift old` and `swift new` blocks. Every
/// bug needs a section for every variant, so a new variant is caught here.
struct BugCatalogue: Sendable, Equatable, CatalogueFile {
  static let path = "Docs/bugs.catalogue"

  let bugs: [Bug]

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
