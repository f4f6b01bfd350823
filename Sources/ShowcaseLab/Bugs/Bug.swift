/// One bug of the catalogue (Docs/bugs.catalogue): a mistake a programmer could make against
/// the spec, named, tied to the scenarios it breaks, and written into every variant as exact
/// edits of that variant's files.
struct Bug: Sendable, Equatable, CatalogueEntry {
  /// `B1`, `B2`, …
  let id: String
  let title: String
  /// The scenario IDs of Docs/FeatureSpec.md the bug breaks.
  let scenarios: [String]
  /// The line of the catalogue where the bug's heading is.
  let line: Int
  /// Each variant's edits, by the variant's name (`MVC`), in the order they apply.
  let edits: [String: [CatalogueEdit]]

  /// A bug goes into every variant, and has no repair: the suites are to catch it.
  var repairs: [String: [CatalogueEdit]] { [:] }
  func applies(to variant: String) -> Bool { true }
}
