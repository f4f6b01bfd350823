import DataFileReader
import Foundation
import Model
import ShowcaseCore
import ShowcaseSupport

/// `showcase play`: plays commands read from standard input a line at a time, printing every
/// selected variant's screen after each; a wrong line is one message, and play goes on.
@MainActor
package enum PlayCommand {
  package static func run(_ options: PlayOptions, in console: Console) async -> Int32 {
    guard let data = console.data(options.dataFile) else { return ExitCode.dataError }
    let chosen = console.selected(options.patterns)
    let report = StepReport(
      variants: chosen, width: console.width(options.width), style: console.style)
    if console.terminal.isTerminal {
      console.output(
        "Playing \(chosen.map(\.name).joined(separator: ", ")). Type help for the commands.")
    }
    return await Playback.playing(chosen, data: data) { playback in
      var number = 0
      var lineNumber = 0
      var caption: String?
      while let line = console.input() {
        lineNumber += 1
        switch line.trimmingCharacters(in: .whitespaces) {
        case "quit", "exit": return ExitCode.success
        case let words where words.hasPrefix("quit ") || words.hasPrefix("exit "):
          console.error(
            "<stdin>:\(lineNumber): '\(words.prefix { $0 != " " })' takes nothing after it")
          continue
        case "help":
          console.outputLines(of: Self.playCommands)
          continue
        default: break
        }
        let parsed: ScriptParser.Line?
        do throws(ScriptParser.LineError) {
          parsed = try ScriptParser.parseLine(line)
        } catch {
          console.error("<stdin>:\(lineNumber): \(error.problem) — type help for the commands")
          continue
        }
        switch parsed {
        case .caption(let text)?: caption = text
        case .command(let command)?:
          number += 1
          let step = Script.Step(command: command, caption: caption, line: lineNumber)
          caption = nil
          let result = Playback.StepResult(
            number: number, step: step, outcomes: await playback.perform(command).outcomes)
          report.text(result, of: nil).forEach(console.output)
        case nil: continue
        }
      }
      return ExitCode.success
    }
  }

  package static var help: String {
    """
    showcase play: play the feature interactively, one command per line from standard input.

    Usage: swift run showcase play [--pattern P]... [--data FILE] [--width N]

    Reads the script language of Docs/Scripts.md a line at a time and prints the screen of
    every selected variant after each command. A wrong line prints one message and play goes
    on; `help` lists the commands, `quit` or the end of input stops (exit status 0).
    Example: printf 'open greeting\\ntap "Show greeting"\\n' | swift run showcase play --pattern mvc

    \(PlayOptions.options.help)
    """
  }

  static let playCommands = """
    open greeting | open subjects       push a screen
    tap "Title"                         tap a button
    select "Title"                      select a row
    back                                go back
    release KIND [oldest|newest]        answer a request: person, subjects, records or switch
    fail KIND [oldest|newest] ["why"]   fail a request (default reason: Network unreachable)
    release all | fail all ["why"]      answer or fail everything pending
    late answers on|off                 keep a cancelled request pending, to answer it late
    expect "Text"                       check the screen shows the text
    step "Caption"                      caption the next command
    help | quit
    """
}

package struct PlayOptions: Sendable, Equatable {
  var patterns: [String] = []
  var dataFile: String?
  var width: Int?

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --data FILE    a JSON data file instead of the sample data
    \(CommandOptions.width)
    """

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--width": options.width = try reader.width()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
