import ShowcaseCore
import ShowcaseSupport

/// `showcase trace`: who calls whom in each selected variant while a scenario of the spec
/// plays, as text, as a Mermaid sequence diagram, or as a page of slides (`TracePage`).
@MainActor
package enum TraceCommand {
  package static func run(_ options: TraceOptions, in console: Console) async -> Int32 {
    // The option parser accepted only known scenarios.
    guard let scenario = TraceScenario.named(options.scenario) else {
      return ExitCode.usage
    }
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
}
