import ShowcaseCore
import ViewKit

/// `showcase trace --format html`: a scenario's traced commands as a page of slides, a command
/// each. Every variant's column shows the screen the command left and the sequence diagram of
/// the messages it caused, as the demo page does; the scenario and where it starts stand on
/// every slide.
struct TracePage {
  var scenario: TraceScenario
  var recordings: [(variant: Variant, recording: Tracer.Recording)]

  func html() -> String {
    let setup = scenario.setup.map(\.description).joined(separator: "; ")
    let slides = scenario.traced.indices.map { index in
      SlideDeck.Slide(
        id: "step-\(index + 1)", label: "Step \(index + 1)",
        code: scenario.traced[index].description,
        caption: index == 0 && !setup.isEmpty ? "After: \(setup)" : nil,
        content: content(at: index))
    }
    let failed = recordings.contains { $0.recording.steps.contains { $0.problem != nil } }
    return SlideDeck(
      title: "\(scenario.id) \(scenario.title)",
      summary: "Recorded from a real run of "
        + recordings.map(\.variant.name).joined(separator: ", "),
      summaryIsBad: failed, slides: slides
    ).html()
  }

  private func content(at index: Int) -> String {
    var problems: [String] = []
    let columns = recordings.compactMap { variant, recording -> String? in
      guard index < recording.steps.count else { return nil }
      let step = recording.steps[index]
      if let problem = step.problem { problems.append("! \(variant.name): \(problem)") }
      let diagram = SequenceDiagram(
        participants: SequenceDiagram.participants(of: step.hops, order: variant.lifelines),
        hops: step.hops)
      return SlideDeck.column(
        id: "step-\(index + 1)-\(variant.id)", in: "step-\(index + 1)", title: variant.name,
        content: [
          Markup.element(
            "pre", ["class": "screen"], text: step.snapshot.rendered(width: SideBySide.boxWidth)),
          Markup.element(
            "figure", [:],
            diagram.svg(title: "\(variant.name), step \(index + 1): messages")
              + SequenceDiagram.legend(of: step.hops)),
        ])
    }
    return SlideDeck.grid(columns)
      + problems.map { Markup.element("p", ["class": "problem"], text: $0) }.joined()
  }
}
