import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseDemo
@testable import ShowcaseLab
@testable import ShowcaseMeasures
@testable import ShowcaseSupport

/// The one parser of every command line, its messages and exit status 64, and the one layout
/// of every help page.
@Suite("Command-line options")
@MainActor
struct OptionsTests {
  @Test("no command plays side by side, with every option read")
  func readsSideBySideOptions() throws {
    // Given
    let arguments = [
      "--pattern", "mvc", "--pattern=VIPER", "--data", "d.json", "--script=s.txt",
      "--format", "json", "--width", "80",
    ]

    // When
    let invocation = try Options.parse(arguments, variants: Variant.all)

    // Then
    var expected = SideBySideOptions()
    expected.patterns = ["mvc", "viper"]
    expected.dataFile = "d.json"
    expected.scriptFile = "s.txt"
    expected.format = .json
    expected.width = 80
    #expect(invocation == .sideBySide(expected))
  }

  @Test("each command reads its own options and its help")
  func readsCommands() throws {
    // Given
    var play = PlayOptions()
    play.patterns = ["mvvm"]
    var bench = BenchOptions()
    bench.sizes = [10, 100]
    var report = ReportOptions()
    report.patterns = ["mvp", "viper"]
    report.staticOnly = true
    report.format = .markdown
    var check = ReportOptions()
    check.regions = .check
    var compareTests = CompareTestsOptions()
    compareTests.scenario = "s6"
    compareTests.format = .markdown
    compareTests.width = 100
    var slices = WhereOptions()
    slices.scenario = "s6"
    slices.patterns = ["tea"]
    slices.format = .html

    // Then
    #expect(try Options.parse([], variants: Variant.all) == .sideBySide(SideBySideOptions()))
    #expect(try Options.parse(["play", "--pattern", "mvvm"], variants: Variant.all) == .play(play))
    #expect(
      try Options.parse(["bench", "--sizes", "10,100"], variants: Variant.all) == .bench(bench))
    #expect(try Options.parse(["bench", "rule"], variants: Variant.all) == .benchRule)
    #expect(try Options.parse(["-h"], variants: Variant.all) == .help(.showcase))
    #expect(try Options.parse(["play", "--help"], variants: Variant.all) == .help(.play))
    #expect(try Options.parse(["bench", "-h"], variants: Variant.all) == .help(.bench))
    #expect(
      try Options.parse(["bench", "rule", "--help"], variants: Variant.all) == .help(.benchRule))
    #expect(
      try Options.parse(["help", "bench", "rule"], variants: Variant.all) == .help(.benchRule))
    #expect(
      try Options.parse(
        ["report", "--pattern", "mvp", "--static", "--format=markdown", "--pattern", "VIPER"],
        variants: Variant.all) == .report(report))
    #expect(try Options.parse(["report", "--check"], variants: Variant.all) == .report(check))
    #expect(
      try Options.parse(
        ["compare-tests", "--format", "markdown", "s6", "--width=100"], variants: Variant.all)
        == .compareTests(compareTests))
    #expect(
      try Options.parse(
        ["where", "s6", "--pattern", "tea", "--format=html"], variants: Variant.all)
        == .where(slices))
    #expect(try Options.parse(["report", "-h"], variants: Variant.all) == .help(.report))
    #expect(
      try Options.parse(["rules", "--format=markdown"], variants: Variant.all)
        == .rules(RulesOptions(format: .markdown)))
    #expect(try Options.parse(["help", "rules"], variants: Variant.all) == .help(.rules))
    #expect(try Options.parse(["refresh"], variants: Variant.all) == .refresh(check: false))
    #expect(
      try Options.parse(["refresh", "--check"], variants: Variant.all) == .refresh(check: true))
    #expect(try Options.parse(["refresh", "-h"], variants: Variant.all) == .help(.refresh))
    #expect(
      try Options.parse(["help", "compare-tests"], variants: Variant.all)
        == .help(.compareTests))
  }

  @Test(
    "a wrong command line is one line naming the word and the choices, exit status 64",
    arguments: [
      (
        ["frob"],
        "showcase: unknown command 'frob' (expected play, bench, bench rule, "
          + "trace, report, compare-tests, where, rules, diff, mutate, bugs, refactor, refresh, "
          + "workshop or help)"
      ),
      (
        ["--colour"],
        "showcase: unknown option '--colour' "
          + "(expected --pattern, --data, --script, --format, --width, --no-flows, --pause or --help)"
      ),
      (["--pattern", "mvx"], "showcase: unknown pattern 'mvx' (expected \(patternChoices))"),
      (["--pattern"], "showcase: missing value for '--pattern' (expected \(patternChoices))"),
      (
        ["--format", "yaml"],
        "showcase: unknown format 'yaml' (expected text, json, markdown or html)"
      ),
      (
        ["--width", "5"],
        "showcase: invalid width '5' for '--width' "
          + "(expected a whole number of columns from 12 to 1000)"
      ),
      (
        ["--script", "--data"],
        "showcase: missing value for '--script' (expected a script file)"
      ),
      (["--data="], "showcase: missing value for '--data' (expected a data file)"),
      (
        ["play", "extra"],
        "showcase play: unexpected argument 'extra' "
          + "(expected --pattern, --data, --width or --help)"
      ),
      (
        ["play", "--script", "s.txt"],
        "showcase play: unknown option '--script' "
          + "(expected --pattern, --data, --width or --help)"
      ),
      (
        ["bench", "--sizes", "10,x"],
        "showcase bench: invalid sizes '10,x' for '--sizes' "
          + "(expected list sizes from 1 to 1000000 separated by commas, such as 10,1000)"
      ),
      (
        ["refresh", "--write"],
        "showcase refresh: unknown option '--write' (expected --check or --help)"
      ),
      (
        ["bench", "rule", "--fast"],
        "showcase bench rule: unknown option '--fast' (expected --help)"
      ),
      (
        ["help", "me"],
        "showcase help: unknown command 'me' "
          + "(expected play, bench, bench rule, trace, report, compare-tests, where, "
          + "rules, diff, mutate, bugs, refactor, refresh or workshop)"
      ),
      (
        ["rules", "--colour"],
        "showcase rules: unknown option '--colour' (expected --format or --help)"
      ),
      (
        ["rules", "extra"],
        "showcase rules: unexpected argument 'extra' (expected --format or --help)"
      ),
      (
        ["rules", "--format", "json"],
        "showcase rules: unknown format 'json' (expected text or markdown)"
      ),
      (
        ["report", "--variant", "mvc"],
        "showcase report: unknown option '--variant' "
          + "(expected --static, --format, --pattern, --write, --check or --help)"
      ),
      (
        ["report", "extra"],
        "showcase report: unexpected argument 'extra' "
          + "(expected --static, --format, --pattern, --write, --check or --help)"
      ),
      (["report", "--write", "--check"], "showcase report: choose one of --write and --check"),
      (
        ["report", "--static=yes"],
        "showcase report: unexpected value 'yes' for '--static' (expected none)"
      ),
      (
        ["report", "--format", "html"],
        "showcase report: unknown format 'html' (expected text, json or markdown)"
      ),
      (
        ["compare-tests", "S1", "S2"],
        "showcase compare-tests: unexpected argument 'S2' (expected one scenario ID)"
      ),
      (
        ["compare-tests", "S1", "--format", "json"],
        "showcase compare-tests: unknown format 'json' (expected text or markdown)"
      ),
      (
        ["where", "S6", "--check"],
        "showcase where: --check measures the table's scenarios, not 'S6' (give one or the other)"
      ),
      (
        ["where", "S6", "--format", "mermaid"],
        "showcase where: unknown format 'mermaid' (expected text, markdown or html)"
      ),
      (
        ["compare-tests", "S1", "--width", "30"],
        "showcase compare-tests: invalid width '30' for '--width' "
          + "(expected a whole number of columns from 40 to 1000)"
      ),
      // An empty value is a missing one, whichever way it is written.
      (["--data", ""], "showcase: missing value for '--data' (expected a data file)"),
      (["--script", ""], "showcase: missing value for '--script' (expected a script file)"),
      (
        ["play", "--pattern", ""],
        "showcase play: missing value for '--pattern' (expected \(patternChoices))"
      ),
      (
        ["--pattern", "mvc", "--pattern", "MVC"],
        "showcase: pattern 'mvc' given twice (expected each pattern once)"
      ),
      (
        ["--width", "1001"],
        "showcase: invalid width '1001' for '--width' "
          + "(expected a whole number of columns from 12 to 1000)"
      ),
      (
        ["bench", "--sizes", "10,1000001"],
        "showcase bench: invalid sizes '10,1000001' for '--sizes' "
          + "(expected list sizes from 1 to 1000000 separated by commas, such as 10,1000)"
      ),
      // A word echoed in a message is escaped, and cut after 60 characters.
      (
        ["--colour\u{1B}[31m\n"],
        "showcase: unknown option '--colour\\u{1B}[31m\\n' "
          + "(expected --pattern, --data, --script, --format, --width, --no-flows, --pause or --help)"
      ),
      (
        ["play", "--format=\u{202E}txet"],
        "showcase play: unknown option '--format' (expected --pattern, --data, --width or --help)"
      ),
      (
        ["--format", "\u{202E}txet"],
        "showcase: unknown format '\\u{202E}txet' (expected text, json, markdown or html)"
      ),
      (
        [String(repeating: "x", count: 100)],
        "showcase: unknown command '\(String(repeating: "x", count: 60))…' (expected play, "
          + "bench, bench rule, trace, report, compare-tests, where, rules, diff, mutate, "
          + "bugs, refactor, refresh, workshop or help)"
      ),
      (
        ["workshop"],
        "showcase workshop: expected a subcommand: list, start, check, solution, reset, prove or "
          + "record, such as 'swift run showcase workshop list'"
      ),
      (
        ["workshop", "begin", "W1"],
        "showcase workshop: unknown subcommand 'begin' "
          + "(expected list, start, check, solution, reset, prove or record; "
          + "see swift run showcase workshop --help)"
      ),
      (
        ["workshop", "start"],
        "showcase workshop start: expected an exercise, such as "
          + "'swift run showcase workshop start W1' (see swift run showcase workshop list)"
      ),
      (
        ["workshop", "start", "W1", "W2"],
        "showcase workshop start: unexpected argument 'W2' (expected one exercise, such as W1)"
      ),
      (
        ["workshop", "start", "W1", "--except", "mvc"],
        "showcase workshop start: unknown option '--except' (expected --pattern or --help)"
      ),
      (
        ["workshop", "reset", "W1"],
        "showcase workshop reset: unexpected argument 'W1' (expected none)"
      ),
      (
        ["workshop", "check", "W1", "--pattern", "mvp", "--pattern", "mvp"],
        "showcase workshop check: pattern 'mvp' given twice (expected each pattern once)"
      ),
      (
        ["workshop", "solution", "W1", "--pattern", "mvc", "--except", "mvp"],
        "showcase workshop solution: --pattern and --except together (expected the variants "
          + "to apply, or those to leave out, such as "
          + "'swift run showcase workshop solution --except mvp')"
      ),
      (
        ["workshop", "check", "W1", "--except", "mvp"],
        "showcase workshop check: unknown option '--except' (expected --pattern or --help)"
      ),
      (
        ["workshop", "solution", "W1", "--except", "mvx"],
        "showcase workshop solution: unknown pattern 'mvx' (expected \(patternChoices))"
      ),
    ])
  func reportsWrongCommandLines(arguments: [String], message: String) async {
    // Given
    var errors: [String] = []
    var lines: [String] = []

    // When
    let status = await Showcase.run(
      arguments: arguments, environment: [:], input: { nil }, output: { lines.append($0) },
      error: { errors.append($0) })

    // Then
    #expect(status == 64)
    #expect(errors == [message])
    #expect(lines == [])
  }

  @Test("help prints on standard output and exits 0, for every command")
  func printsHelp() async {
    for arguments in [
      ["--help"], ["play", "-h"], ["bench", "--help"], ["bench", "rule", "-h"],
      ["trace", "-h"], ["report", "--help"],
      ["compare-tests", "S1", "-h"], ["help", "report"], ["diff", "-h"], ["help", "diff"],
      ["bugs", "-h"],
    ] {
      // Given
      var lines: [String] = []
      var errors: [String] = []

      // When
      let status = await Showcase.run(
        arguments: arguments, environment: [:], input: { nil }, output: { lines.append($0) },
        error: { errors.append($0) })

      // Then
      #expect(status == 0)
      #expect(errors == [])
      #expect(lines.first?.hasPrefix("showcase") == true, "\(arguments)")
      let usage = lines.map { $0.replacing("Usage: swift run ", with: "Usage: ") }
      #expect(usage.contains { $0.contains("Usage: showcase") }, "\(arguments)")
    }
  }

  @Test(
    "every command's help has the one layout: summary, usage, options, -h",
    arguments: HelpTopic.allCases)
  func helpHasOneLayout(topic: HelpTopic) {
    // Given
    let command = topic == .showcase ? "showcase" : "showcase \(topic.rawValue)"

    // When
    let lines = Help.text(topic).split(separator: "\n", omittingEmptySubsequences: false)

    // Then
    #expect(lines.first?.hasPrefix("\(command): ") == true)
    #expect(lines.dropFirst().first == "")
    // A usage line may be typed as the docs do: `Usage: swift run showcase …`.
    let usage = lines.dropFirst(2).first.map { $0.replacing("Usage: swift run ", with: "Usage: ") }
    #expect(usage?.hasPrefix("Usage: \(command)") == true)
    #expect(lines.contains("Options:"))
    #expect(lines.contains("  -h, --help     show this help"))
  }

  @Test(
    "every command's reader takes exactly the options its help lists, in the same order",
    arguments: HelpTopic.allCases)
  func readerTakesWhatHelpLists(topic: HelpTopic) {
    // Given
    let options = Help.text(topic).split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0 != "Options:" }.prefix { !$0.isEmpty }
    let listed = options.filter { $0.hasPrefix("  --") }.map { String($0.split(separator: " ")[0]) }
    let commandLines: [[String]] =
      switch topic {
      case .showcase: [[]]
      case .compareTests: [["compare-tests", "S1"]]
      case .diff: [["diff", "mvc", "mvp"]]
      case .workshop: WorkshopOptions.Action.allCases.map { ["workshop", $0.rawValue] }
      default: [topic.rawValue.split(separator: " ").map(String.init)]
      }

    // When
    var taken: [String] = []
    var refused: [String] = []
    for words in commandLines {
      // The reader names the options it takes when it refuses one.
      let message = error(words + ["--no-such-option"]) ?? ""
      let expected = message.split(separator: "(expected ").last?.dropLast() ?? ""
      for name in expected.replacing(" or ", with: ", ").split(separator: ", ").map(String.init)
      where name != "--help" && !taken.contains(name) {
        taken.append(name)
        // Each option it names is one it reads: given alone, it is not refused as unknown.
        if error(words + [name])?.contains("unknown option") == true { refused.append(name) }
      }
    }

    // Then
    #expect(listed == taken, "\(topic)")
    #expect(refused == [], "\(topic)")
  }

  /// The message of the usage error `arguments` make, if any.
  private func error(_ arguments: [String]) -> String? {
    do {
      _ = try Options.parse(arguments, variants: Variant.all)
      return nil
    } catch {
      return error.message
    }
  }
}
