import DataFileReader
import ShowcaseCore

/// Reads the command line of every `showcase` command, the one parser they share:
/// `showcase [play | bench [rule | datafile] | trace | report | compare-tests ID | diff P Q |
/// mutate | bugs | workshop SUBCOMMAND | help [command]] [options]`.
/// Options may be written `--name value` or `--name=value`; an option given twice keeps the last
/// value, except `--pattern`, which adds a variant each time (the same one twice is a mistake).
/// No option takes an empty value. `--help` anywhere asks for the command's help.
enum Options {
  static func parse(_ arguments: [String], variants: [Variant]) throws(UsageError)
    -> Invocation
  {
    var reader = ArgumentReader(arguments: arguments[...], variants: variants)
    guard let first = reader.arguments.first, !first.hasPrefix("-") else {
      return try sideBySide(&reader)
    }
    reader.arguments.removeFirst()
    reader.command = "showcase \(first)"
    switch first {
    case "play":
      return try play(&reader)
    case "bench":
      let parts: [String: (topic: HelpTopic, invocation: Invocation)] = [
        "rule": (.benchRule, .benchRule), "datafile": (.benchDataFile, .benchDataFile),
      ]
      if let part = reader.arguments.first, let chosen = parts[part] {
        reader.arguments.removeFirst()
        reader.command = "showcase bench \(part)"
        while let option = try reader.nextOption(valid: []) { throw reader.unknown(option) }
        return reader.asksForHelp ? .help(chosen.topic) : chosen.invocation
      }
      return try bench(&reader)
    case "trace":
      return try trace(&reader)
    case "report":
      return try report(&reader)
    case "compare-tests":
      return try compareTests(&reader)
    case "diff":
      return try diff(&reader)
    case "mutate":
      return try mutate(&reader)
    case "bugs":
      return try bugs(&reader)
    case "workshop":
      return try workshop(&reader)
    case "help":
      guard let topic = reader.arguments.popFirst() else { return .help(.showcase) }
      let words = ([topic] + reader.arguments).joined(separator: " ")
      guard let known = HelpTopic(rawValue: words), known != .showcase else {
        let topics = HelpTopic.allCases.dropFirst().map(\.rawValue)
        throw UsageError(
          "showcase help: unknown command '\(Echo.word(words))' (expected \(choiceList(topics)))")
      }
      return .help(known)
    default:
      throw UsageError(
        "showcase: unknown command '\(Echo.word(first))' (expected \(choiceList(commands)))")
    }
  }

  /// The commands `showcase` knows, as messages list them.
  static let commands = [
    "play", "bench", "bench rule", "bench datafile", "trace", "report", "compare-tests", "diff",
    "mutate", "bugs", "workshop", "help",
  ]

  private static func sideBySide(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = SideBySideOptions()
    let valid = ["--pattern", "--data", "--script", "--format", "--width", "--no-flows"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--no-flows":
        try reader.flag()
        options.showsFlows = false
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--script": options.scriptFile = try reader.value(expected: "a script file")
      case "--format": options.format = try reader.choice(SessionFormat.self, what: "format")
      case "--width": options.width = try reader.width()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? .help(.showcase) : .sideBySide(options)
  }

  private static func play(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = PlayOptions()
    while let option = try reader.nextOption(valid: ["--pattern", "--data", "--width"]) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--width": options.width = try reader.width()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? .help(.play) : .play(options)
  }

  private static func bench(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = BenchOptions()
    while let option = try reader.nextOption(valid: ["--pattern", "--sizes"]) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--sizes": options.sizes = try reader.sizes()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? .help(.bench) : .bench(options)
  }

  private static func trace(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = TraceOptions()
    while let option = try reader.nextOption(valid: ["--pattern", "--scenario", "--format"]) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--scenario": options.scenario = try reader.scenario()
      case "--format": options.format = try reader.choice(TraceFormat.self, what: "format")
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? .help(.trace) : .trace(options)
  }

  private static func report(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = ReportOptions()
    let valid = ["--static", "--format", "--pattern", "--write", "--check"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--static":
        try reader.flag()
        options.staticOnly = true
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--write", "--check":
        try reader.flag()
        let action: RegionAction = option == "--write" ? .write : .check
        if let chosen = options.regions, chosen != action {
          throw UsageError("\(reader.command): choose one of --write and --check")
        }
        options.regions = action
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? .help(.report) : .report(options)
  }

  private static func mutate(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = MutateOptions()
    let valid = ["--pattern", "--format", "--write", "--check", "--list"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--list":
        try reader.flag()
        options.list = true
      case "--write", "--check":
        try reader.flag()
        let action: RegionAction = option == "--write" ? .write : .check
        if let chosen = options.regions, chosen != action {
          throw UsageError("\(reader.command): choose one of --write and --check")
        }
        options.regions = action
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? .help(.mutate) : .mutate(options)
  }

  private static func compareTests(_ reader: inout ArgumentReader) throws(UsageError)
    -> Invocation
  {
    var options = CompareTestsOptions()
    while let word = try reader.nextWord(valid: ["--format", "--width"]) {
      switch word {
      case .argument(let id) where options.scenario == nil: options.scenario = id
      case .argument(let extra): throw reader.unexpected(extra, expected: "one scenario ID")
      case .option("--format"):
        options.format = try reader.choice(ListingFormat.self, what: "format")
      case .option("--width"):
        options.width = try reader.width(minimum: CompareTestsCommand.minimumWidth)
      case .option(let option): throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? .help(.compareTests) : .compareTests(options)
  }
}
