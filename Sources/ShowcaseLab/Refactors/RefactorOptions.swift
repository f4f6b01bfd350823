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
    var options = RefactorOptions()
    var action: String?
    let valid = ["--pattern", "--refactor", "--format", "--write", "--check", "--list"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--refactor":
        let id = try reader.value(expected: "a refactor of Docs/refactors.catalogue, such as R3")
        guard !options.refactors.contains(where: { $0.uppercased() == id.uppercased() }) else {
          throw UsageError(
            "\(reader.command): refactor '\(Echo.word(id))' given twice "
              + "(expected each refactor once)")
        }
        options.refactors.append(id)
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
    // The record holds every refactor: a run of some would leave the others as they were
    // measured on other code.
    if options.regions == .write, !options.refactors.isEmpty {
      throw UsageError("\(reader.command): --write records every refactor (leave out --refactor)")
    }
    return options
  }
}
