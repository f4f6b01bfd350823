import Testing

@testable import ShowcaseDemo

/// `showcase trace`: every scenario plays, and its hops are written as text and as Mermaid.
@Suite("showcase trace")
@MainActor
struct TraceTests {
  @Test("every scenario's commands can be done on MVC with the sample data")
  func everyScenarioPlays() async {
    for scenario in TraceScenario.all {
      // When
      let recording = await Tracer.record(scenario, on: ShowcaseRun.mvc)

      // Then
      #expect(recording.steps.map(\.command) == scenario.traced, "\(scenario.id)")
      #expect(recording.steps.allSatisfy { $0.problem == nil }, "\(scenario.id)")
    }
  }

  @Test("text lists each traced command with its hops indented under it")
  func writesText() async {
    // When
    let run = await ShowcaseRun(
      ["trace", "--pattern", "mvc", "--scenario", "s5"], variants: [ShowcaseRun.mvc])

    // Then
    #expect(run.status == 0)
    #expect(
      Array(run.lines.prefix(3)) == [
        "MVC, S5 Retry loads again", "(after: open subjects; fail records)", "tap \"Retry\"",
      ])
    #expect(run.lines.contains("release all"))
    #expect(
      run.lines.dropFirst(2).allSatisfy {
        $0 == "tap \"Retry\"" || $0 == "release all" || $0.hasPrefix("  ")
      })
  }

  @Test("Mermaid is a fenced sequence diagram with a note per command")
  func writesMermaid() async {
    // When
    let run = await ShowcaseRun(
      ["trace", "--scenario", "G2", "--format", "mermaid"], variants: [ShowcaseRun.broken])

    // Then
    #expect(run.status == 0)
    #expect(
      Array(run.lines.prefix(4)) == [
        "```mermaid", "sequenceDiagram", "  %% Broken, G2 greets after the tap",
        "  participant User",
      ])
    #expect(
      run.lines.filter { $0.hasPrefix("  Note over User: ") } == [
        "  Note over User: tap \"Show greeting\""
      ])
    #expect(run.lines.last == "```")
  }

  @Test("an unknown scenario or format is one line with the choices, exit status 64")
  func rejectsUnknownScenario() async {
    // When
    let scenario = await ShowcaseRun(["trace", "--scenario", "Z9"], variants: [ShowcaseRun.mvc])
    let format = await ShowcaseRun(["trace", "--format", "svg"], variants: [ShowcaseRun.mvc])

    // Then
    #expect(scenario.status == 64)
    #expect(
      scenario.errors == [
        "showcase trace: unknown scenario 'Z9' (expected G1, G2, S1, S2, S4, S5, S7, S8, P1, "
          + "A1, A2, A3 or A4)"
      ])
    #expect(format.status == 64)
    #expect(
      format.errors == ["showcase trace: unknown format 'svg' (expected text, mermaid or html)"])
  }
}
