import ShowcaseCore
import ShowcaseDemo
import ShowcaseLab
import ShowcaseMeasures
import ShowcaseSupport

/// Reads which command a `showcase` command line names, and hands the rest to that command's
/// options, which sit beside the command. An option given twice keeps the last value, except
/// `--pattern`, which adds a variant each time. `--help` anywhere asks for the command's help.
enum Options {
  static func parse(_ arguments: [String], variants: [Variant]) throws(UsageError)
    -> Invocation
  {
    var reader = ArgumentReader(arguments: arguments[...], variants: variants)
    guard let first = reader.arguments.first, !first.hasPrefix("-") else {
      return try SideBySideOptions.read(&reader).map(Invocation.sideBySide) ?? .help(.showcase)
    }
    reader.arguments.removeFirst()
    reader.command = "showcase \(first)"
    switch first {
    case "play": return try PlayOptions.read(&reader).map(Invocation.play) ?? .help(.play)
    case "bench":
      if reader.arguments.first == "rule" {
        reader.arguments.removeFirst()
        reader.command = "showcase bench rule"
        while let option = try reader.nextOption(valid: BenchCommand.ruleOptions.names) {
          throw reader.unknown(option)
        }
        return reader.asksForHelp ? .help(.benchRule) : .benchRule
      }
      return try BenchOptions.read(&reader).map(Invocation.bench) ?? .help(.bench)
    case "trace": return try TraceOptions.read(&reader).map(Invocation.trace) ?? .help(.trace)
    case "report": return try ReportOptions.read(&reader).map(Invocation.report) ?? .help(.report)
    case "compare-tests":
      return try CompareTestsOptions.read(&reader).map(Invocation.compareTests)
        ?? .help(.compareTests)
    case "where": return try WhereOptions.read(&reader).map(Invocation.where) ?? .help(.where)
    case "rules": return try RulesOptions.read(&reader).map(Invocation.rules) ?? .help(.rules)
    case "diff": return try DiffOptions.read(&reader).map(Invocation.diff) ?? .help(.diff)
    case "mutate": return try MutateOptions.read(&reader).map(Invocation.mutate) ?? .help(.mutate)
    case "bugs":
      return try CatalogueRunOptions.read(&reader, refactor: false).map(Invocation.bugs)
        ?? .help(.bugs)
    case "refactor":
      return try CatalogueRunOptions.read(&reader, refactor: true).map(Invocation.refactor)
        ?? .help(.refactor)
    case "refresh":
      var check = false
      while let option = try reader.nextOption(valid: RefreshCommand.options.names) {
        guard option == "--check" else { throw reader.unknown(option) }
        try reader.flag()
        check = true
      }
      return reader.asksForHelp ? .help(.refresh) : .refresh(check: check)
    case "workshop":
      return try WorkshopOptions.read(&reader).map(Invocation.workshop) ?? .help(.workshop)
    case "help":
      guard let topic = reader.arguments.popFirst() else { return .help(.showcase) }
      let words = ([topic] + reader.arguments).joined(separator: " ")
      guard let known = HelpTopic(rawValue: words), known != .showcase else {
        throw UsageError(
          "showcase help: unknown command '\(Echo.word(words))' (expected \(choiceList(topics)))")
      }
      return .help(known)
    default:
      throw UsageError(
        "showcase: unknown command '\(Echo.word(first))' (expected \(choiceList(commands)))")
    }
  }

  /// Every command but `help` has a help topic, in the same order.
  static let topics = HelpTopic.allCases.dropFirst().map(\.rawValue)
  static let commands = topics + ["help"]
}

/// What a `showcase` command line asks for: one case per command, each with its options.
enum Invocation: Sendable, Equatable {
  case help(HelpTopic)
  /// No command: play a script on the variants side by side.
  case sideBySide(SideBySideOptions)
  case play(PlayOptions)
  case bench(BenchOptions)
  case benchRule
  case trace(TraceOptions)
  case report(ReportOptions)
  case compareTests(CompareTestsOptions)
  case `where`(WhereOptions)
  case rules(RulesOptions)
  case diff(DiffOptions)
  case mutate(MutateOptions)
  case bugs(CatalogueRunOptions)
  case refactor(CatalogueRunOptions)
  case refresh(check: Bool)
  case workshop(WorkshopOptions)
}

/// The commands that have a `--help`, as `showcase help` names them.
enum HelpTopic: String, Sendable, Equatable, CaseIterable {
  case showcase
  case play
  case bench
  case benchRule = "bench rule"
  case trace
  case report
  case compareTests = "compare-tests"
  case `where`
  case rules
  case diff
  case mutate
  case bugs
  case refactor
  case refresh
  case workshop
}
