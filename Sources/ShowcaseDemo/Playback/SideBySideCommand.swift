import DataFileReader
import Foundation
import Model
import ShowcaseSupport

/// `showcase` with no command: plays a script (the built-in session unless `--script` names
/// one) on every selected variant, prints each step's screens side by side, then the verdict.
@MainActor
package enum SideBySideCommand {
  package static func run(_ options: SideBySideOptions, in console: Console) async -> Int32 {
    guard let data = console.data(options.dataFile) else { return ExitCode.dataError }
    let script: Script
    do {
      script = try options.scriptFile.map(Script.load(file:)) ?? .builtIn
    } catch {
      console.error(error.description)
      return ExitCode.dataError
    }
    let chosen = console.selected(options.patterns)
    let count = script.steps.count
    let report = StepReport(
      variants: chosen, width: console.width(options.width),
      style: options.format == .text ? console.style : .plain, showsFlows: options.showsFlows)
    // Text and JSON are written as each step is played; JSON needs its opening first.
    var json = JSONSteps(report: report, output: console.output)
    if options.format == .json { json.begin() }
    let results = await Playback.playing(chosen, data: data) { playback in
      await playback.play(script) { result in
        switch options.format {
        case .text: report.text(result, of: count).forEach(console.output)
        case .json: json.write(result)
        case .markdown, .html: break
        }
        // `--pause` asks on standard error for Return before the next step, so a teacher can
        // talk between steps; only text is read as it is written. `q` stops the session there;
        // the end of the input plays the rest.
        guard options.pauses, options.format == .text, result.number < count else { return true }
        console.error("Return: step \(result.number + 1)/\(count) · q and Return: stop here")
        guard let answer = console.input() else { return true }
        return answer.trimmingCharacters(in: .whitespaces).lowercased() != "q"
      }
    }
    switch options.format {
    case .text:
      report.verdict(results).forEach(console.output)
      if results.count < count {
        console.output("Stopped after step \(results.count) of \(count).")
      }
    case .json: json.end()
    case .markdown: report.markdown(results).forEach(console.output)
    case .html: console.outputLines(of: DemoPage(report: report).html(results))
    }
    return results.allSatisfy { $0.agree && !$0.failed } ? ExitCode.success : ExitCode.differ
  }
}

/// Which variants play which script on which data, and how the report is written.
package struct SideBySideOptions: Sendable, Equatable {
  /// Variant ids, in the order given; empty means every variant.
  var patterns: [String] = []
  var dataFile: String?
  var scriptFile: String?
  var format: SessionFormat = .text
  var width: Int?
  /// `--no-flows` turns it off.
  var showsFlows = true
  /// `--pause`: waits for Return between steps, for a talk.
  var pauses = false

  package static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --data FILE    a JSON data file (Docs/DataFile.md) instead of the sample data
    --script FILE  a demo script (Docs/Scripts.md) instead of the built-in session
    --format F     text, json, markdown or html (default: text)
    \(CommandOptions.width)
    --no-flows     the screens alone, without the messages under them
    --pause        wait for Return before each next step (q and Return stop)
    """

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--no-flows", "--pause":
        try reader.flag()
        if option == "--pause" { options.pauses = true } else { options.showsFlows = false }
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--script": options.scriptFile = try reader.value(expected: "a script file")
      case "--format": options.format = try reader.choice(SessionFormat.self, what: "format")
      case "--width": options.width = try reader.width()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}

enum SessionFormat: String, Sendable, Equatable, CaseIterable {
  case text, json, markdown, html
}
