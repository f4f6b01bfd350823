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
    var options = BugsOptions()
    var action: String?
    let valid = ["--pattern", "--bug", "--format", "--write", "--check", "--list"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--bug":
        let id = try reader.value(expected: "a bug of Docs/bugs.catalogue, such as B3")
        // The same bug twice is a slip for another, as the same pattern twice is.
        guard !options.bugs.contains(where: { $0.uppercased() == id.uppercased() }) else {
          throw UsageError(
            "\(reader.command): bug '\(Echo.word(id))' given twice (expected each bug once)")
        }
        options.bugs.append(id)
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--write", "--check", "--list":
        try reader.flag()
        if let chosen = action, chosen != option {
          throw UsageError("\(reader.command): choose one of --write, --check and --list")
        }
        action = option
      default: throw reader.unknown(option)
      }
    }
    if reader.asksForHelp { return nil }
    switch action {
    case "--write": options.regions = .write
    case "--check": options.regions = .check
    case "--list": options.list = true
    default: break
    }
    // The record holds every bug: a run of some would leave the others as they were measured
    // on other code.
    if options.regions == .write, !options.bugs.isEmpty {
      throw UsageError("\(reader.command): --write records every bug (leave out --bug)")
    }
    return options
  }
}
