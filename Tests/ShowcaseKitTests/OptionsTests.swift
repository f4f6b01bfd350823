import TestSupport
import Testing

@testable import ShowcaseKit

@Suite("Command-line options")
@MainActor
struct OptionsTests {
  @Test("no command compares, with every option read")
  func readsCompareOptions() throws {
    // Given
    let arguments = [
      "--pattern", "mvc", "--pattern=VIPER", "--data", "d.json", "--script=s.txt",
      "--format", "json", "--width", "80",
    ]

    // When
    let invocation = try Options.parse(arguments, variants: Variant.all)

    // Then
    var expected = CompareOptions()
    expected.patterns = ["mvc", "viper"]
    expected.dataFile = "d.json"
    expected.scriptFile = "s.txt"
    expected.format = .json
    expected.width = 80
    #expect(invocation == .compare(expected))
  }

  @Test("each command reads its own options and its help")
  func readsCommands() throws {
    // Given
    var play = PlayOptions()
    play.patterns = ["mvvm"]
    var bench = BenchOptions()
    bench.sizes = [10, 100]

    // Then
    #expect(try Options.parse([], variants: Variant.all) == .compare(CompareOptions()))
    #expect(try Options.parse(["play", "--pattern", "mvvm"], variants: Variant.all) == .play(play))
    #expect(
      try Options.parse(["bench", "--sizes", "10,100"], variants: Variant.all) == .bench(bench))
    #expect(try Options.parse(["bench", "rule"], variants: Variant.all) == .benchRule)
    #expect(try Options.parse(["bench", "datafile"], variants: Variant.all) == .benchDataFile)
    #expect(try Options.parse(["-h"], variants: Variant.all) == .help(.showcase))
    #expect(try Options.parse(["play", "--help"], variants: Variant.all) == .help(.play))
    #expect(try Options.parse(["bench", "-h"], variants: Variant.all) == .help(.bench))
    #expect(
      try Options.parse(["bench", "rule", "--help"], variants: Variant.all) == .help(.benchRule))
    #expect(
      try Options.parse(["help", "bench", "rule"], variants: Variant.all) == .help(.benchRule))
    #expect(
      try Options.parse(["bench", "datafile", "-h"], variants: Variant.all)
        == .help(.benchDataFile))
  }

  @Test(
    "a wrong command line is one line naming the word and the choices, exit status 64",
    arguments: [
      (
        ["frob"],
        "showcase: unknown command 'frob' (expected play, bench, bench rule, bench datafile, "
          + "trace, report, compare-tests or help)"
      ),
      (
        ["--colour"],
        "showcase: unknown option '--colour' "
          + "(expected --pattern, --data, --script, --format, --width or --help)"
      ),
      (["--pattern", "mvx"], "showcase: unknown pattern 'mvx' (expected mvc, mvp, mvvm or viper)"),
      (["--pattern"], "showcase: missing value for '--pattern' (expected mvc, mvp, mvvm or viper)"),
      (["--format", "yaml"], "showcase: unknown format 'yaml' (expected text, json or markdown)"),
      (
        ["--width", "5"],
        "showcase: invalid width '5' for '--width' "
          + "(expected a whole number of columns, at least 12)"
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
          + "(expected list sizes separated by commas, such as 10,1000)"
      ),
      (
        ["bench", "rule", "--fast"],
        "showcase bench rule: unknown option '--fast' (expected --help)"
      ),
      (
        ["help", "me"],
        "showcase help: unknown command 'me' "
          + "(expected play, bench, bench rule, bench datafile or trace)"
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
      ["bench", "datafile", "-h"], ["trace", "-h"],
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
      #expect(lines.contains { $0.contains("Usage: showcase") }, "\(arguments)")
    }
  }

  @Test("report and compare-tests are handed their own arguments")
  func handsOverToSourceCommands() async {
    for command in ["report", "compare-tests"] {
      // Given
      var lines: [String] = []

      // When
      let status = await Showcase.run(
        arguments: [command, "--help"], environment: [:], packageRoot: SpecFile.packageRoot,
        input: { nil }, output: { lines.append($0) }, error: { _ in })

      // Then
      #expect(status == 0)
      #expect(lines.first?.hasPrefix("USAGE: showcase \(command)") == true, "\(command)")
    }
  }
}
