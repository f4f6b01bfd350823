import ShowcaseCore
import ShowcaseSupport

/// The options a run over a catalogue takes, `showcase bugs` and `showcase refactor` alike:
/// `[--pattern P]... [--<noun> ID]... [--format F] [--write | --check | --list]`.
struct CatalogueRunOptions {
  var patterns: [String] = []
  /// Entry ids as written (`B3`, `r3`), checked against the catalogue when the command runs.
  var ids: [String] = []
  var format: OutputFormat = .text
  var regions: RegionAction?
  var list = false

  /// Reads the options, `--bug` or `--refactor` being `idOption`; `nil` when the command line
  /// asks for help. `expected` says what an id is, for a missing value.
  static func read(
    _ reader: inout ArgumentReader, idOption: String, noun: String, expected: String
  ) throws(UsageError) -> Self? {
    var options = CatalogueRunOptions()
    var action: String?
    let valid = ["--pattern", idOption, "--format", "--write", "--check", "--list"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case idOption:
        let id = try reader.value(expected: expected)
        // The same id twice is a slip for another, as the same pattern twice is.
        guard !options.ids.contains(where: { $0.uppercased() == id.uppercased() }) else {
          throw UsageError(
            "\(reader.command): \(noun) '\(Echo.word(id))' given twice (expected each \(noun) once)"
          )
        }
        options.ids.append(id)
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
    // The record holds every entry: a run of some would leave the others as they were
    // measured on other code.
    if options.regions == .write, !options.ids.isEmpty {
      throw UsageError("\(reader.command): --write records every \(noun) (leave out \(idOption))")
    }
    return options
  }
}
