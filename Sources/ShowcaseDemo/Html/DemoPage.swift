import ShowcaseCore
import ShowcaseSupport
import Tracing
import ViewKit

/// `showcase --format html`: the session as a page of slides, a step each, every variant's
/// screen over the sequence diagram of its messages; the verdict stands on every slide.
struct DemoPage {
  var report: StepReport

  func html(_ results: [Playback.StepResult]) -> String {
    var plain = report
    plain.style = .plain
    let slides = results.map { result in
      let marked = report.marked(result)
      let columns = report.variants.indices.map { index in
        SlideDeck.column(
          of: report.variants[index], step: result.number,
          snapshot: result.outcomes[index].snapshot, hops: report.flow(of: result, at: index),
          isMarked: marked[index])
      }
      return SlideDeck.Slide(
        id: "step-\(result.number)", label: "Step \(result.number)",
        code: result.step.command.description, caption: result.step.caption,
        content: SlideDeck.grid(columns, problems: plain.notes(result)))
    }
    // Past four, the names would fill the bar; the columns name them.
    let names = report.variants.map(\.name).joined(separator: ", ")
    return SlideDeck(
      title: report.variants.count <= 4 ? "\(names) side by side" : "Side by side",
      summary: plain.verdict(results).joined(separator: "; "),
      summaryIsBad: !results.allSatisfy { $0.agree && !$0.failed }, slides: slides
    ).html()
  }
}

/// `showcase trace --format html`: a scenario's traced commands as a page of slides, a command
/// each, laid out as the demo page; the scenario and where it starts stand on every slide.
struct TracePage {
  var scenario: TraceScenario
  var recordings: [(variant: Variant, recording: Tracer.Recording)]

  func html() -> String {
    let setup = scenario.setup.map(\.description).joined(separator: "; ")
    let slides = scenario.traced.indices.map { index in
      var problems: [String] = []
      let columns = recordings.compactMap { variant, recording -> String? in
        guard index < recording.steps.count else { return nil }
        let step = recording.steps[index]
        if let problem = step.problem { problems.append("! \(variant.name): \(problem)") }
        return SlideDeck.column(
          of: variant, step: index + 1, snapshot: step.snapshot, hops: step.hops)
      }
      return SlideDeck.Slide(
        id: "step-\(index + 1)", label: "Step \(index + 1)",
        code: scenario.traced[index].description,
        caption: index == 0 && !setup.isEmpty ? "After: \(setup)" : nil,
        content: SlideDeck.grid(columns, problems: problems))
    }
    let failed = recordings.contains { $0.recording.steps.contains { $0.problem != nil } }
    return SlideDeck(
      title: "\(scenario.id) \(scenario.title)",
      summary: "Recorded from a real run of "
        + recordings.map(\.variant.name).joined(separator: ", "),
      summaryIsBad: failed, slides: slides
    ).html()
  }
}

extension SlideDeck {
  /// A variant's column on a step's slide: the screen, then the diagram of `hops`, if any.
  static func column(
    of variant: Variant, step: Int, snapshot: ScreenSnapshot, hops: [Hop]?, isMarked: Bool = false
  ) -> String {
    var parts = [
      Markup.element(
        "pre", ["class": "screen"], text: snapshot.rendered(width: SideBySide.boxWidth))
    ]
    if let hops {
      let diagram = SequenceDiagram(
        participants: SequenceDiagram.participants(of: hops, order: variant.lifelines), hops: hops)
      parts.append(
        Markup.element(
          "figure", [:],
          diagram.svg(title: "\(variant.name), step \(step): messages")
            + SequenceDiagram.legend(of: hops)))
    }
    return column(
      id: "step-\(step)-\(variant.id)", in: "step-\(step)",
      title: isMarked ? "\(SideBySide.mark) \(variant.name)" : variant.name, isMarked: isMarked,
      content: parts)
  }
}
