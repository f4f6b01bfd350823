import Foundation
import Testing
import Tracing

@testable import ShowcaseDemo

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG sequence diagram: a lifeline per participant, an arrow per message, dashed answers,
/// escaped labels, and lifelines far enough apart for their labels.
@Suite("Sequence diagrams")
struct SequenceDiagramTests {
  let hops = [
    Hop(from: .user, to: .viewController, message: "tap \"Retry\""),
    Hop(from: .viewController, to: Role("Presenter"), message: "retryTapped()"),
    Hop(from: Role("Presenter"), to: .service, message: "load<T> & more"),
    Hop(from: .service, to: Role("Presenter"), message: "person", isReply: true),
    Hop(from: Role("Presenter"), to: Role("Presenter"), message: "itself()"),
  ]

  @Test("participants stand in the variant's order; a role it does not name comes last")
  func ordersParticipants() {
    // When
    let order = SequenceDiagram.participants(
      of: hops, order: [.user, .navigation, .viewController, .service])

    // Then
    #expect(order == [.user, .viewController, .service, Role("Presenter")])
  }

  @Test("an element per lifeline and per arrow, answers dashed, every label escaped")
  func drawsArrowsAndLifelines() throws {
    // Given
    let participants = [.user, .viewController, Role("Presenter"), .service]

    // When
    let svg = SequenceDiagram(participants: participants, hops: hops).svg(title: "A <title>")
    try #require(WellFormedness.problem(in: svg) == nil)
    let document = try XMLDocument(xmlString: svg, options: [])

    // Then
    func count(_ kind: String) throws -> Int {
      try document.nodes(forXPath: "//*[@class='\(kind)']").count
    }
    #expect(try count("seq-life") == 4)
    #expect(try count("seq-box") == 4)
    #expect(try count("seq-call") == 4)
    #expect(try count("seq-reply") == 1)
    #expect(try count("seq-call-head") + count("seq-reply-head") == 5)
    let labels = try document.nodes(forXPath: "//*[@class='seq-label']").map(\.stringValue)
    #expect(labels == hops.map(\.message))
    #expect(svg.contains("load&lt;T&gt; &amp; more"))
    #expect(
      try document.nodes(forXPath: "//*[local-name()='title']").first?.stringValue == "A <title>")
  }

  @Test("lifelines stand at least a label's width apart, wide text counted as wide")
  func spacesLifelinesForLabels() {
    // Given
    let long = Hop(from: .user, to: .viewController, message: String(repeating: "张", count: 20))

    // When
    let layout = SequenceDiagram.Layout(participants: [.user, .viewController], hops: [long])

    // Then
    let gap = layout.centers[1] - layout.centers[0]
    #expect(gap >= SequenceDiagram.textWidth(long.message))
    #expect(SequenceDiagram.textWidth(long.message) == 40 * SequenceDiagram.fontSize * 6 / 10)
    #expect(layout.width >= layout.centers[1] + layout.boxWidths[1] / 2)
  }

  @Test("no message draws a short note, not an empty diagram")
  func noMessages() {
    #expect(
      SequenceDiagram(participants: [], hops: []).svg(title: "none")
        == "<p class=\"seq-none\">(no messages)</p>")
  }
}
