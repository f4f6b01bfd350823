import ShowcaseSupport

/// The options of `showcase mutate`.
package struct MutateOptions: Sendable, Equatable {
  package var patterns: [String] = []
  var format: OutputFormat = .text
  /// Record the run in the docs, compare it with the record, or neither.
  var regions: RegionAction?
  /// Only list the mutants: no build, no test run.
  var list = false

  /// Reads `showcase mutate [--pattern P]... [--format F] [--write | --check | --list]`; `nil`
  /// when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    let valid = ["--pattern", "--format", "--write", "--check", "--list"]
    while let option = try reader.nextOption(valid: valid) {
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
