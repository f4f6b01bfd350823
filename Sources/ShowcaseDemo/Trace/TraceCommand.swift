import ShowcaseCore
import ShowcaseSupport
import Tracing

/// `showcase trace`: who calls whom in each selected variant while a scenario of the spec
/// plays, as text, as a Mermaid sequence diagram, or as a page of slides (`TracePage`).
@MainActor
package enum TraceCommand {
  package static func run(_ options: TraceOptions, in console: Console) async -> Int32 {
    let scenario = options.scenario
    // A long message hangs under its arrow, so the text fits COLUMNS or the terminal.
    let width = options.format == .text ? console.width(nil, command: "showcase trace") : 0
    var failed = false
    var recordings: [(Variant, Tracer.Recording)] = []
    for (index, variant) in console.selected(options.patterns).enumerated() {
      let recording = await Tracer.record(scenario, on: variant)
      failed = failed || recording.steps.contains { $0.problem != nil }
      if index > 0, options.format != .html { console.output("") }
      switch options.format {
      case .text:
        for line in Tracer.text(recording) {
          let hang = line.prefix { $0 == " " }.count + 4
          LineWrap.hanging(line, width: width, hang: hang).forEach(console.output)
        }
      case .mermaid: Tracer.mermaid(recording).forEach(console.output)
      case .html: recordings.append((variant, recording))
      }
    }
    if options.format == .html {
      console.outputLines(of: TracePage(scenario: scenario, recordings: recordings).html())
    }
    return failed ? ExitCode.differ : ExitCode.success
  }

  package static var help: String {
    // `  MVP    Presenter`, a line per variant, from the roles each pattern declares.
    let roles = TextTable().lines(
      Variant.all.map { variant in
        let roles = variant.roles.map(\.name)
        return ["", variant.name, roles.isEmpty ? "none" : roles.joined(separator: ", ")]
      }
    ).joined(separator: "\n")
    return """
      showcase trace: who calls whom in each variant while a scenario of the spec plays.

      Usage: swift run showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid|html]

      Brings the screen to where the scenario starts, then records every message between the
      User, the Navigation stack, the ViewController, the Service and the roles each pattern
      declares while the scenario's commands play, and prints them under each command: as
      text, as a Mermaid sequence diagram to paste into a doc, or as a page of slides, a
      command each, every variant's screen beside its diagram. The patterns' own roles:
      \(roles)

      \(TraceOptions.options.help)
      """
  }
}

package struct TraceOptions: Sendable, Equatable {
  var patterns: [String] = []
  var scenario = TraceScenario.named(TraceScenario.standardID)!
  var format: TraceFormat = .text

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --scenario ID  \(choiceList(TraceScenario.all.map(\.id))) (default: \(TraceScenario.standardID))
    --format F     text, mermaid or html (default: text)
    """

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--scenario":
        let ids = TraceScenario.all.map(\.id)
        let id = try reader.value(expected: choiceList(ids))
        guard let scenario = TraceScenario.named(id) else {
          throw UsageError(
            "\(reader.command): unknown scenario '\(Echo.word(id))' (expected \(choiceList(ids)))")
        }
        options.scenario = scenario
      case "--format": options.format = try reader.choice(TraceFormat.self, what: "format")
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}

enum TraceFormat: String, Sendable, Equatable, CaseIterable {
  case text, mermaid, html
}
