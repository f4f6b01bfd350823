/// One refactor of the catalogue (Docs/refactors.catalogue): a change a team makes without
/// changing behaviour, written into the production code of every variant where the pattern
/// has such a thing, with the repair of the variant's unit tests it calls for.
struct Refactor: Sendable, Equatable, CatalogueEntry {
  /// `R1`, `R2`, …
  let id: String
  let title: String
  /// The kind of refactoring, named as Kashiwa et al. (ICSME 2021) name it where their study
  /// has it: `Rename Method`, `Rename Class`, `Add Parameter`, …
  let kind: String
  /// The line of the catalogue where the refactor's heading is.
  let line: Int
  /// Each variant's edits of its production code, by the variant's name, in the order they
  /// apply. A variant the refactor does not apply to has none.
  let edits: [String: [CatalogueEdit]]
  /// Each variant's reference repair of its unit tests: what a developer changes so that
  /// they build and pass again. Empty where the refactor breaks no test.
  let repairs: [String: [CatalogueEdit]]
  /// Why the refactor does not apply to a variant, by the variant's name.
  let notApplicable: [String: String]

  func applies(to variant: String) -> Bool { notApplicable[variant] == nil }
}
