/// The options of `showcase bugs`.
struct BugsOptions: Sendable, Equatable {
  /// Variant ids, in the order given; empty means every variant.
  var patterns: [String] = []
  /// Bug ids as written (`B3`, `b3`), checked against the catalogue when the command runs;
  /// empty means every bug.
  var bugs: [String] = []
  var format: OutputFormat = .text
  /// Record the run in the docs, compare it with the record, or neither.
  var regions: RegionAction?
  /// Only list the bugs: no build, no test run.
  var list = false
}
