import ShowcaseSupport

/// The options of `showcase report`.
package struct ReportOptions: Sendable, Equatable {
  var patterns: [String] = []
  /// Only the figures read from the sources: no build, no test run.
  var staticOnly = false
  var format: OutputFormat = .text
  /// Regenerate the docs' marked regions, check them, or neither: print the figures.
  var regions: RegionAction?

  /// Reads `showcase report [--static] [--format F] [--pattern P]... | --write | --check`;
  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    let valid = ["--static", "--format", "--pattern", "--write", "--check"]
    while let option = try reader.nextOption(valid: valid) {
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
