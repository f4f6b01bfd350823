import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase play`: reads the script language a line at a time from standard input and prints
/// every selected variant's screen after each command. A wrong line is one message, and play
/// goes on; `quit` or the end of input ends it.
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
      await play(console, on: playback, report: report)
    }
  }

  /// Plays each line of input until `quit` or the end of input.
  private static func play(
    _ console: Console, on playback: Playback, report: StepReport
  ) async -> Int32 {
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
      do {
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
          number: number, step: step, outcomes: await playback.perform(command))
        report.text(result, of: nil).forEach(console.output)
      case nil: continue
      }
    }
    return ExitCode.success
  }
}
