/// `showcase trace`: who calls whom in each selected variant while a scenario of the spec
/// plays, as text or as a Mermaid sequence diagram.
@MainActor
enum TraceCommand {
  static func run(_ options: TraceOptions, in console: Console) async -> Int32 {
    // The option parser accepted only known scenarios.
    guard let scenario = TraceScenario.named(options.scenario) else {
      return Showcase.ExitCode.usage
    }
    var failed = false
    for (index, variant) in console.selected(options.patterns).enumerated() {
      if index > 0 { console.output("") }
      let recording = await Tracer.record(scenario, on: variant)
      failed = failed || recording.steps.contains { $0.problem != nil }
      switch options.format {
      case .text: Tracer.text(recording).forEach(console.output)
      case .mermaid: Tracer.mermaid(recording).forEach(console.output)
      }
    }
    return failed ? Showcase.ExitCode.differ : Showcase.ExitCode.success
  }
}
