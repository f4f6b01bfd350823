import DataFileReader
import Foundation
import Model
import ViewKit

/// The `showcase` command: everything the executable does, as one function that tests call
/// with their own arguments, input and output. See Docs/Runner.md.
@MainActor
public enum Showcase {
  /// Exit statuses, as BSD's sysexits name them where one fits.
  public enum ExitCode {
    public static let success: Int32 = 0
    /// The variants showed different screens, or a command of the script failed.
    public static let differ: Int32 = 1
    /// The command line is wrong (EX_USAGE).
    public static let usage: Int32 = 64
    /// A script or data file is wrong (EX_DATAERR).
    public static let dataError: Int32 = 65
    /// The package's sources, which `report` and `compare-tests` read, are not there
    /// (EX_NOINPUT).
    public static let noInput: Int32 = 66
  }

  /// What the process knows about where its output goes.
  public struct Terminal: Sendable {
    /// Whether standard output is a terminal.
    public var isTerminal: Bool
    /// The terminal's width, when it is one and says.
    public var columns: Int?

    public init(isTerminal: Bool, columns: Int? = nil) {
      self.isTerminal = isTerminal
      self.columns = columns
    }

    /// Output to a pipe or a file.
    public static let none = Terminal(isTerminal: false)
  }

  /// Runs one command line. `input` gives standard input a line at a time (`nil` at its end);
  /// `output` and `error` take one line each, without its line break. `packageRoot` is where
  /// `report` and `compare-tests` find the package's sources.
  public static func run(
    arguments: [String], environment: [String: String], terminal: Terminal = .none,
    variants: [Variant] = Variant.all,
    packageRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    input: @escaping () -> String?, output: @escaping (String) -> Void,
    error: @escaping (String) -> Void
  ) async -> Int32 {
    // The commands that read the package's own sources parse their own options.
    var arguments = arguments
    if arguments.count == 2, arguments[0] == "help",
      ["report", "compare-tests"].contains(arguments[1])
    {
      arguments = [arguments[1], "--help"]
    }
    if let command = arguments.first, ["report", "compare-tests"].contains(command),
      !arguments.contains("--help"), !arguments.contains("-h"),
      !FileManager.default.fileExists(
        atPath: packageRoot.appendingPathComponent("Docs/FeatureSpec.md").path)
    {
      error(
        "showcase \(command): no Docs/FeatureSpec.md in \(packageRoot.path) "
          + "(run it from the package's root folder)")
      return ExitCode.noInput
    }
    switch arguments.first {
    case "report":
      return await ReportCommand.run(
        arguments: Array(arguments.dropFirst()), packageRoot: packageRoot, output: output,
        error: error)
    case "compare-tests":
      return CompareTestsCommand.run(
        arguments: Array(arguments.dropFirst()), packageRoot: packageRoot, output: output,
        error: error)
    default: break
    }
    let invocation: Invocation
    do {
      invocation = try Options.parse(arguments, variants: variants)
    } catch let usage {
      error(usage.description)
      return ExitCode.usage
    }
    let console = Console(
      environment: environment, terminal: terminal, variants: variants, input: input,
      output: output, error: error)
    switch invocation {
    case .help(let topic):
      Help.text(topic).split(separator: "\n", omittingEmptySubsequences: false)
        .forEach { output(String($0)) }
      return ExitCode.success
    case .compare(let options): return await console.compare(options)
    case .play(let options): return await console.play(options)
    case .bench(let options): return await console.bench(options)
    case .benchRule: return console.benchRule()
    case .benchDataFile: return console.benchDataFile()
    case .trace(let options): return await console.trace(options)
    }
  }
}

/// The commands at work, with what they read from and write to.
@MainActor
struct Console {
  let environment: [String: String]
  let terminal: Showcase.Terminal
  let variants: [Variant]
  let input: () -> String?
  let output: (String) -> Void
  let error: (String) -> Void

  /// Colour only for a person at a terminal who has not asked for none (no-color.org).
  var style: Style {
    Style(usesColour: terminal.isTerminal && environment["NO_COLOR"] == nil)
  }

  /// `--width`, else `COLUMNS`, else the terminal's width, else the standard width.
  func width(_ option: Int?) -> Int {
    if let option { return option }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
      return max(columns, ScreenWidth.minimum)
    }
    if terminal.isTerminal, let columns = terminal.columns, columns > 0 {
      return max(columns, ScreenWidth.minimum)
    }
    return ScreenWidth.standard
  }

  func selected(_ patterns: [String]) -> [Variant] {
    guard !patterns.isEmpty else { return variants }
    var ids: [String] = []
    for id in patterns where !ids.contains(id) { ids.append(id) }
    return ids.compactMap { id in variants.first { $0.id == id } }
  }

  /// Reads `--data`, or the sample data; reports a bad file in one line.
  func data(_ file: String?) -> DataSet? {
    guard let file else { return .sample }
    do {
      return try DataFile.load(contentsOf: URL(fileURLWithPath: file))
    } catch {
      self.error(error.description)
      return nil
    }
  }

  // MARK: showcase

  func compare(_ options: CompareOptions) async -> Int32 {
    guard let data = data(options.dataFile) else { return Showcase.ExitCode.dataError }
    let script: Script
    do {
      script = try options.scriptFile.map(Self.script(file:)) ?? .builtIn
    } catch {
      self.error(error.description)
      return Showcase.ExitCode.dataError
    }
    let chosen = selected(options.patterns)
    let isText = options.format == .text
    let report = StepReport(
      variants: chosen, width: width(options.width), style: isText ? style : .plain)
    let playback = Playback(variants: chosen, data: data)
    let results = await playback.play(script) { result in
      guard isText else { return }
      output(report.heading(result, of: script.steps.count))
      report.body(result).forEach(output)
      output("")
    }
    switch options.format {
    case .text: report.verdict(results).forEach(output)
    case .json: output(report.json(results))
    case .markdown: report.markdown(results).forEach(output)
    }
    let clean = results.allSatisfy { $0.agree && !$0.failed }
    return clean ? Showcase.ExitCode.success : Showcase.ExitCode.differ
  }

  static func script(file: String) throws(ScriptError) -> Script {
    let text: String
    do {
      text = try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
      let problem =
        !exists
        ? "no such file" : isFolder.boolValue ? "is a folder" : "cannot be read as UTF-8 text"
      throw ScriptError(file: file, problem: problem)
    }
    let script = try ScriptParser.parse(text, file: file)
    // A script with nothing to play would end in a verdict about no steps: say so instead.
    guard !script.steps.isEmpty else {
      throw ScriptError(file: file, problem: "no command to play (only comments or blank lines)")
    }
    return script
  }

  // MARK: showcase play

  func play(_ options: PlayOptions) async -> Int32 {
    guard let data = data(options.dataFile) else { return Showcase.ExitCode.dataError }
    let chosen = selected(options.patterns)
    let report = StepReport(variants: chosen, width: width(options.width), style: style)
    let playback = Playback(variants: chosen, data: data)
    if terminal.isTerminal {
      output("Playing \(chosen.map(\.name).joined(separator: ", ")). Type help for the commands.")
    }
    var number = 0
    var lineNumber = 0
    var caption: String?
    while let line = input() {
      lineNumber += 1
      switch line.trimmingCharacters(in: .whitespaces) {
      case "quit", "exit": return Showcase.ExitCode.success
      case let words where words.hasPrefix("quit ") || words.hasPrefix("exit "):
        error("<stdin>:\(lineNumber): '\(words.prefix { $0 != " " })' takes nothing after it")
        continue
      case "help":
        Help.playCommands.split(separator: "\n").forEach { output(String($0)) }
        continue
      default: break
      }
      let parsed: ScriptParser.Line?
      do {
        parsed = try ScriptParser.parseLine(line)
      } catch {
        self.error("<stdin>:\(lineNumber): \(error.problem) — type help for the commands")
        continue
      }
      switch parsed {
      case .caption(let text)?: caption = text
      case .command(let command)?:
        number += 1
        let step = Script.Step(command: command, caption: caption, line: lineNumber)
        caption = nil
        let result = Playback.StepResult(
          number: number, step: step, outcomes: await playback.perform(command))
        output(report.heading(result, of: nil))
        report.body(result).forEach(output)
        output("")
      case nil: continue
      }
    }
    return Showcase.ExitCode.success
  }

  // MARK: showcase bench

  func bench(_ options: BenchOptions) async -> Int32 {
    let chosen = selected(options.patterns)
    if terminal.isTerminal { output("Measuring, for up to half a minute…") }
    let results = await Bench.run(variants: chosen, sizes: options.sizes)
    Bench.report(results).forEach(output)
    // With no option, the data file's reader is timed too.
    guard options == BenchOptions() else { return Showcase.ExitCode.success }
    output("")
    return benchDataFile()
  }

  func benchDataFile() -> Int32 {
    if terminal.isTerminal { output("Reading a big data file a few times, with two readers…") }
    DataFileBenchmark.report(DataFileBenchmark.run()).forEach(output)
    return Showcase.ExitCode.success
  }

  // MARK: showcase trace

  func trace(_ options: TraceOptions) async -> Int32 {
    // The option parser accepted only known scenarios.
    guard let scenario = TraceScenario.named(options.scenario) else {
      return Showcase.ExitCode.usage
    }
    var failed = false
    for (index, variant) in selected(options.patterns).enumerated() {
      if index > 0 { output("") }
      let recording = await Tracer.record(scenario, on: variant)
      failed = failed || recording.steps.contains { $0.problem != nil }
      switch options.format {
      case .text: Tracer.text(recording).forEach(output)
      case .mermaid: Tracer.mermaid(recording).forEach(output)
      }
    }
    return failed ? Showcase.ExitCode.differ : Showcase.ExitCode.success
  }

  func benchRule() -> Int32 {
    RuleBenchmark.report(RuleBenchmark.run()).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .forEach { output(String($0)) }
    return Showcase.ExitCode.success
  }
}
