import DataFileReader

/// How `Options` reads `showcase bugs [--pattern P]... [--bug B]... [--format F]
/// [--write | --check | --list]`.
extension Options {
  static func bugs(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = BugsOptions()
    var action: String?
    let valid = ["--pattern", "--bug", "--format", "--write", "--check", "--list"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--bug":
        let id = try reader.value(expected: "a bug of Docs/BugHunt.md, such as B3")
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
    if reader.asksForHelp { return .help(.bugs) }
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
    return .bugs(options)
  }
}
