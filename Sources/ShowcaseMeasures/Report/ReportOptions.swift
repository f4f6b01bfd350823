import ShowcaseSupport

/// The options of `showcase report`.
package struct ReportOptions: Sendable, Equatable {
  var patterns: [String] = []
  /// Only the figures read from the sources: no build, no test run.
  var staticOnly = false
  var format: OutputFormat = .text
  /// Regenerate the docs' marked regions, check them, or neither: print the figures.
  var regions: RegionAction?

  static let options: CommandOptions = """
    --static       only the figures read from the sources: no build, no test run
    --format F     text, json or markdown (default: text)
    \(CommandOptions.pattern)
    --write        regenerate the marked regions of Docs/Comparison.md, README.md, the
                   pattern pages (Docs/MVC.md and the others), Docs/Workshop.md,
                   Docs/Runner.md, Docs/BugHunt.md and Docs/Refactoring.md, and draw the
                   charts in Docs/charts/
    --check        exit 1 when a marked region or a chart differs from what the sources
                   measure, or a chart is missing
    """

  /// Reads `showcase report [--static] [--format F] [--pattern P]... | --write | --check`;
  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--static":
        try reader.flag()
        options.staticOnly = true
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--write", "--check": try reader.regionAction(option, into: &options.regions)
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
