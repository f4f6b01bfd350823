import ShowcaseCore
import TestSupport
import Testing
import ViewKit

@testable import ShowcaseCommandLine
@testable import ShowcaseDemo
@testable import ShowcaseLab
@testable import ShowcaseMeasures
@testable import ShowcaseSupport

/// Thousands of command lines made from the runner's words, options, values and junk (see
/// `Mutator` for running with another seed): each one parses into options a command can use,
/// or is refused with one line naming `showcase…:` and exit status 64. A crash would stop the
/// whole run.
@Suite("Random command lines")
@MainActor
struct RandomCommandLineTests {
  @Test("every random command line parses or is refused in one line, exit status 64")
  func everyRandomCommandLineParsesOrIsRefusedInOneLine() async {
    // Given
    var mutator = Mutator()
    var parsed = 0
    var refused = 0
    var failures = 0

    for number in 1...Mutator.count(standard: 400) {
      let arguments = Self.arguments(&mutator)

      // When
      let problem: String?
      do {
        let invocation = try Options.parse(arguments, variants: Variant.all)
        parsed += 1
        problem = Self.problem(with: invocation)
      } catch {
        refused += 1
        problem = await Self.problem(refusing: arguments, with: error)
      }

      // Then
      if let problem, failures < 50 {
        failures += 1
        Issue.record(
          """
          seed \(Mutator.seed), input \(number): \(problem)
          arguments: \(escapedForMessage(Array(arguments.debugDescription.utf8)))
          """)
      }
    }
    #expect(parsed > 0)
    #expect(refused > 0)
  }

  /// What is wrong with how a refused command line was refused: the parser's message, and
  /// what `showcase` prints and exits with.
  private static func problem(refusing arguments: [String], with error: UsageError) async
    -> String?
  {
    let message = error.description
    guard message.wholeMatch(of: Self.commandPrefix) != nil else {
      return "does not start with the command: \(message.prefix(80))"
    }
    if let problem = OneLineMessage.problem(with: message) { return problem }
    var lines: [String] = []
    var errors: [String] = []
    let status = await Showcase.run(
      arguments: arguments, environment: [:], input: { nil }, output: { lines.append($0) },
      error: { errors.append($0) })
    guard status == 64, errors == [message], lines.isEmpty else {
      return "showcase exits \(status) with \(errors.count) error lines and \(lines.count) lines"
    }
    return nil
  }

  /// What is wrong with the options a command line parsed into: a value no command can use.
  /// The widths are laid out, as the commands would lay them out.
  private static func problem(with invocation: Invocation) -> String? {
    var patterns: [String] = []
    var files: [String?] = []
    var width: Int?
    switch invocation {
    case .sideBySide(let options):
      (patterns, files, width) = (
        options.patterns, [options.dataFile, options.scriptFile], options.width
      )
    case .play(let options):
      (patterns, files, width) = (options.patterns, [options.dataFile], options.width)
    case .bench(let options):
      patterns = options.patterns
      if options.sizes.isEmpty { return "no list size" }
      if !options.sizes.allSatisfy((1...Bench.largestSize).contains) {
        return "a list size out of range: \(options.sizes)"
      }
    case .trace(let options): patterns = options.patterns
    case .report(let options): patterns = options.patterns
    case .mutate(let options): patterns = options.patterns
    case .bugs(let options):
      patterns = options.patterns
      if Set(options.ids.map { $0.uppercased() }).count != options.ids.count {
        return "a bug twice: \(options.ids)"
      }
    case .refactor(let options):
      patterns = options.patterns
      if Set(options.ids.map { $0.uppercased() }).count != options.ids.count {
        return "a refactor twice: \(options.ids)"
      }
    case .workshop(let options): patterns = options.patterns
    case .compareTests(let options):
      if let width = options.width {
        let range = ScreenWidth.codeColumnsMinimum...ScreenWidth.maximum
        if !range.contains(width) { return "a width out of range: \(width)" }
        _ = CompareTestsCommand.columns(
          [.init(variant: "MVC", text: "x"), .init(variant: "MVP", text: nil)], width: width)
      }
    case .where(let options):
      patterns = options.patterns
      if let width = options.width {
        let range = ScreenWidth.codeColumnsMinimum...ScreenWidth.maximum
        if !range.contains(width) { return "a width out of range: \(width)" }
      }
    case .diff(let options):
      if options.left == options.right { return "one pattern beside itself: \(options.left)" }
      if let width = options.width {
        let range = ScreenWidth.codeColumnsMinimum...ScreenWidth.maximum
        if !range.contains(width) { return "a width out of range: \(width)" }
      }
    case .help, .benchRule, .rules, .refresh: break
    }
    if Set(patterns).count != patterns.count { return "a pattern twice: \(patterns)" }
    if files.contains("") { return "an empty file name" }
    if let width {
      let range = ScreenWidth.minimum...ScreenWidth.maximum
      if !range.contains(width) { return "a width out of range: \(width)" }
      let screen = SideBySide.Column(name: "MVC", snapshot: ScreenSnapshot(title: "Greeting"))
      if SideBySide.lines([screen, screen], width: width).isEmpty { return "nothing laid out" }
    }
    return nil
  }

  /// `showcase: `, `showcase play: `, `showcase bench rule: `, …
  private static let commandPrefix =
    /showcase( (play|bench( rule)?|trace|report|compare-tests|where|rules|diff|mutate|bugs|refactor|help|workshop( (list|start|check|solution|reset|prove|record))?))?: .+/

  /// A command line of up to nine words: mostly a command first, then options, most with a
  /// value of the kind they take (valid or just outside), sometimes written `--name=value`;
  /// now and then a word of the wrong kind or junk.
  private static func arguments(_ mutator: inout Mutator) -> [String] {
    var words: [String] = []
    if mutator.random.chance(60) { words.append(mutator.random.element(of: commands)) }
    for _ in 0..<mutator.random.number(in: 0...4) {
      let roll = mutator.random.number(in: 0...99)
      let (option, values) = mutator.random.element(of: options)
      let value = mutator.random.element(of: values.isEmpty ? strays : values)
      switch roll {
      case ..<55: words += values.isEmpty ? [option] : [option, value]
      case ..<65: words.append(values.isEmpty ? option : option + "=" + value)
      case ..<75: words.append(option)
      case ..<85: words.append(mutator.random.element(of: strays))
      case ..<92: words.append(mutator.random.element(of: commands))
      default: words.append(mutator.junkWord())
      }
    }
    return words
  }

  private static let commands = [
    "play", "bench", "bench", "rule", "trace", "report", "compare-tests", "where", "rules", "diff",
    "mutate", "bugs", "refactor", "help", "workshop", "list", "start", "check", "solution", "reset",
    "W1",
    "frob", "S1",
  ]
  /// Each option, with values of the kind it takes: valid ones and ones just outside.
  private static let options: [(String, [String])] = [
    ("--pattern", ["mvc", "MVP", "mvvm", "viper", "VIPER", "mvx", ""]),
    ("--data", ["d.json", "", "/tmp", "-", "--"]),
    ("--script", ["s.txt", "", ".", "-"]),
    ("--format", ["text", "json", "markdown", "mermaid", "yaml", ""]),
    (
      "--width",
      [
        "12", "11", "40", "80", "1000", "1001", "0", "-5", "+80", "80.0", "", "9223372036854775807",
        "99999999999999999999",
      ]
    ),
    (
      "--sizes",
      [
        "10,1000", "1", "0", "-1", "1000000", "1000001", "9223372036854775807", "10,,20", ",", "",
        "1,9223372036854775807",
      ]
    ),
    ("--scenario", ["S1", "s2", "Z9", ""]),
    ("--bug", ["B1", "b13", "B99", ""]),
    ("--refactor", ["R1", "r3", "R99", ""]),
    ("--static", []), ("--write", []), ("--check", []), ("--list", []), ("--help", []),
    ("-h", []),
    ("--colour", []), ("-", []), ("--", []), ("-x", []),
  ]
  /// Words that are no option's value.
  private static let strays = ["extra", "S1", "s6", "", " ", "=", "--=", "-", "--pattern="]
}
