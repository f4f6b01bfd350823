import Tracing

extension SequenceDiagram {
  /// Where each participant of a diagram stands: its box's width and its lifeline's x, far
  /// enough from its neighbours for every label drawn between them.
  struct Layout {
    var participants: [Role]
    var boxWidths: [Int]
    var centers: [Int]
    var width: Int

    init(participants: [Role], hops: [Hop]) {
      self.participants = participants
      let boxWidths = participants.map { SequenceDiagram.textWidth($0.name) + 24 }
      var gaps = zip(boxWidths, boxWidths.dropFirst()).map { ($0 + $1) / 2 + padding }
      // Room right of the last lifeline, for half its box or a message it sends itself.
      var beyond = (boxWidths.last ?? 0) / 2
      // Shortest spans first: a label across several gaps widens only what the others left.
      let spans = hops.map { hop in
        let ends = [
          participants.firstIndex(of: hop.from) ?? 0, participants.firstIndex(of: hop.to) ?? 0,
        ]
        return (
          low: ends.min() ?? 0, high: ends.max() ?? 0, width: textWidth(hop.shownMessage) + padding
        )
      }
      for span in spans.sorted(by: { $0.high - $0.low < $1.high - $1.low }) {
        guard span.low < span.high else {
          // A loop to the right: its arrow, then its label.
          let needed = span.width + 40
          if span.low < gaps.count {
            gaps[span.low] = max(gaps[span.low], needed)
          } else {
            beyond = max(beyond, needed)
          }
          continue
        }
        let missing = span.width - gaps[span.low..<span.high].reduce(0, +)
        guard missing > 0 else { continue }
        let count = span.high - span.low
        for gap in span.low..<span.high { gaps[gap] += (missing + count - 1) / count }
      }
      var centers = [margin + (boxWidths.first ?? 0) / 2]
      for gap in gaps { centers.append((centers.last ?? 0) + gap) }
      self.boxWidths = boxWidths
      self.centers = centers
      self.width = (centers.last ?? 0) + beyond + margin
    }

    func index(of role: Role) -> Int {
      participants.firstIndex(of: role) ?? 0
    }
  }
}
