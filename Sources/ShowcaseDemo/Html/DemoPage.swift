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
