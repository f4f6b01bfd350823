/// The options of `showcase` with no command: which variants play which script on which data,
/// and how the side-by-side report is written.
struct SideBySideOptions: Sendable, Equatable {
  /// Variant ids, in the order given; empty means every variant.
  var patterns: [String] = []
  var dataFile: String?
  var scriptFile: String?
  var format: SessionFormat = .text
  var width: Int?
  /// Whether each variant's messages are shown under its screen; `--no-flows` turns them off.
  var showsFlows = true
}

/// The options of `showcase play`.
struct PlayOptions: Sendable, Equatable {
  var patterns: [String] = []
  var dataFile: String?
  var width: Int?
}

/// The options of `showcase bench`.
struct BenchOptions: Sendable, Equatable {
  var patterns: [String] = []
  /// How many subjects the lists hold, one measurement each.
  var sizes: [Int] = Bench.defaultSizes
}

/// The options of `showcase trace`.
struct TraceOptions: Sendable, Equatable {
  var patterns: [String] = []
  /// A scenario ID of Docs/FeatureSpec.md that `TraceScenario.all` has.
  var scenario = TraceScenario.standardID
  var format: TraceFormat = .text
}

/// The options of `showcase report`.
struct ReportOptions: Sendable, Equatable {
  var patterns: [String] = []
  /// Only the figures read from the sources: no build, no test run.
  var staticOnly = false
  var format: OutputFormat = .text
  /// Regenerate the docs' marked regions, check them, or neither: print the figures.
  var regions: RegionAction?
}

/// What `showcase report` does with the marked regions of the docs.
enum RegionAction: Sendable, Equatable {
  case write
  case check
}

/// The options of `showcase compare-tests`.
struct CompareTestsOptions: Sendable, Equatable {
  /// The scenario ID, as written; checked against the spec when the command runs.
  var scenario: String?
  var format: ListingFormat = .text
  var width: Int?
}

/// The options of `showcase mutate`.
struct MutateOptions: Sendable, Equatable {
  var patterns: [String] = []
  var format: OutputFormat = .text
  /// Record the run in the docs, compare it with the record, or neither.
  var regions: RegionAction?
  /// Only list the mutants: no build, no test run.
  var list = false
}

/// How the side-by-side session and the report are written.
enum OutputFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case json
  case markdown
}

/// How the side-by-side session is written: for a terminal, for tools, for slides, or as a
/// page for a projector.
enum SessionFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case json
  case markdown
  case html
}

/// How a trace is written.
enum TraceFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case mermaid
  case html
}

/// How compare-tests lays the tests out: in columns, or one after another under headings.
enum ListingFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case markdown
}
