import ShowcaseCore
import ShowcaseSupport

/// The options of `showcase refactor`.
package struct RefactorOptions: Sendable, Equatable {
  /// Variant ids, in the order given; empty means every variant.
  package var patterns: [String] = []
  /// Refactor ids as written (`R3`, `r3`), checked against the catalogue when the command
  /// runs; empty means every refactor.
  package var refactors: [String] = []
  var format: OutputFormat = .text
  /// Record the run in the docs, compare it with the record, or neither.
  var regions: RegionAction?
  /// Only list the refactors: no build, no test run.
  var list = false

  /// Reads `showcase refactor [--pattern P]... [--refactor R]... [--format F]
  /// [--write | --check | --list]`; `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    guard
      let read = try CatalogueRunOptions.read(
        &reader, idOption: "--refactor", noun: "refactor",
        expected: "a refactor of Docs/refactors.catalogue, such as R3")
    else { return nil }
    return RefactorOptions(
      patterns: read.patterns, refactors: read.ids, format: read.format, regions: read.regions,
      list: read.list)
  }
}
