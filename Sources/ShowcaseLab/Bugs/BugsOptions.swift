import ShowcaseCore
import ShowcaseSupport

/// The options of `showcase bugs`.
package struct BugsOptions: Sendable, Equatable {
  /// Variant ids, in the order given; empty means every variant.
  package var patterns: [String] = []
  /// Bug ids as written (`B3`, `b3`), checked against the catalogue when the command runs;
  /// empty means every bug.
  package var bugs: [String] = []
  var format: OutputFormat = .text
  /// Record the run in the docs, compare it with the record, or neither.
  var regions: RegionAction?
  /// Only list the bugs: no build, no test run.
  var list = false

  /// Reads `showcase bugs [--pattern P]... [--bug B]... [--format F]
  /// [--write | --check | --list]`; `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    guard
      let read = try CatalogueRunOptions.read(
        &reader, idOption: "--bug", noun: "bug",
        expected: "a bug of Docs/bugs.catalogue, such as B3")
    else { return nil }
    return BugsOptions(
      patterns: read.patterns, bugs: read.ids, format: read.format, regions: read.regions,
      list: read.list)
  }
}
