import ShowcaseSupport

/// The options of `showcase mutate`.
package struct MutateOptions: Sendable, Equatable {
  package var patterns: [String] = []
  var format: OutputFormat = .text
  /// Record the run in the docs, compare it with the record, or neither.
  var regions: RegionAction?
  /// Only list the mutants: no build, no test run.
  var list = false

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --format F     text, json (every mutant and its fate) or markdown (default: text)
    --write        record the run in Docs/mutation.json and the mutation region of
                   Docs/Comparison.md
    --check        exit 1 when the run differs from Docs/mutation.json; a record that
                   is stale for the code or the suites is said at once, before
                   anything is built
    --list         only list the mutants: no build, no test run
    """

  /// Reads `showcase mutate [--pattern P]... [--format F] [--write | --check | --list]`; `nil`
  /// when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--list":
        try reader.flag()
        options.list = true
      case "--write", "--check": try reader.regionAction(option, into: &options.regions)
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
