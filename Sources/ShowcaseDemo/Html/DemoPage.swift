import ShowcaseCore
import ShowcaseSupport
import ViewKit

/// `showcase --format html`: the side-by-side session as a page of slides, a step each. Every
/// variant's column shows its screen as the text box the terminal shows, and under it the
/// sequence diagram of the messages that step caused in it; a screen that differs is marked,
/// and the verdict stands on every slide.
struct DemoPage {
  var report: StepReport

  func html(_ results: [Playback.StepResult]) -> String {
    var plain = report
    plain.style = .plain
    let slides = results.map { result in
      SlideDeck.Slide(
        id: "step-\(result.number)", label: "Step \(result.number)",
        code: result.step.command.description, caption: result.step.caption,
        content: content(of: result, notes: plain.notes(result)))
    }
    // Past four, the names would fill the bar; the columns name them.
    let names = report.variants.map(\.name).joined(separator: ", ")
    return SlideDeck(
      title: report.variants.count <= 4 ? "\(names) side by side" : "Side by side",
      summary: plain.verdict(results).joined(separator: "; "),
      summaryIsBad: !results.allSatisfy { $0.agree && !$0.failed }, slides: slides
    ).html()
  }

  private func content(of result: Playback.StepResult, notes: [String]) -> String {
    let marked = report.marked(result)
    let columns = report.variants.indices.map { index in
      let variant = report.variants[index]
      var parts = [
        Markup.element(
          "pre", ["class": "screen"],
          text: result.outcomes[index].snapshot.rendered(width: SideBySide.boxWidth))
      ]
      if let hops = report.flow(of: result, at: index) {
        let diagram = SequenceDiagram(
          participants: SequenceDiagram.participants(of: hops, order: variant.lifelines),
          hops: hops)
        parts.append(
          Markup.element(
            "figure", [:],
            diagram.svg(title: "\(variant.name), step \(result.number): messages")
              + SequenceDiagram.legend(of: hops)))
      }
      let slideID = "step-\(result.number)"
      return SlideDeck.column(
        id: "\(slideID)-\(variant.id)", in: slideID,
        title: marked[index] ? "\(SideBySide.mark) \(variant.name)" : variant.name,
        isMarked: marked[index], content: parts)
    }
    return SlideDeck.grid(columns)
      + notes.map { Markup.element("p", ["class": "problem"], text: $0) }.joined()
  }
}

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
