import ShowcaseCore
import Tracing
import ViewKit

/// A sequence diagram as inline SVG: a lifeline per participant, an arrow per message. Labels
/// are monospace, so their widths are known from their terminal columns; colours come from the
/// page's style (`seq-…` classes), so print can change them.
struct SequenceDiagram {
  var participants: [Role]
  var hops: [Hop]

  static let fontSize = 16
  static let margin = 8
  static let boxHeight = 34
  static let rowHeight = 34
  /// Room around a label, and between two participants' boxes.
  static let padding = 24

  /// In the order `order` gives; roles it does not name follow, as they first appear.
  static func participants(of hops: [Hop], order: [Role]) -> [Role] {
    var seen: [Role] = []
    for hop in hops {
      for role in [hop.from, hop.to] where !seen.contains(role) { seen.append(role) }
    }
    return order.filter(seen.contains) + seen.filter { !order.contains($0) }
  }

  /// How wide `text` is drawn, in pixels: monospace glyphs are 0.6 em, two columns for a wide one.
  static func textWidth(_ text: String) -> Int {
    TerminalWidth.columns(of: text) * fontSize * 6 / 10
  }

  /// `title` names it for screen readers.
  func svg(title: String) -> String {
    guard !hops.isEmpty else {
      return Markup.element("p", ["class": "seq-none"], text: FlowLines.none)
    }
    let layout = Layout(participants: participants, hops: hops)
    let width = layout.width
    let height = Self.margin * 2 + Self.boxHeight + Self.rowHeight * hops.count + Self.rowHeight / 2
    var parts = [Markup.element("title", text: title)]
    for (index, role) in participants.enumerated() {
      let x = layout.centers[index]
      let box = layout.boxWidths[index]
      parts.append(
        Markup.empty(
          "line",
          [
            "class": "seq-life", "x1": "\(x)", "y1": "\(Self.margin + Self.boxHeight)",
            "x2": "\(x)", "y2": "\(height - Self.margin)",
          ]))
      parts.append(
        Markup.empty(
          "rect",
          [
            "class": "seq-box", "x": "\(x - box / 2)", "y": "\(Self.margin)", "width": "\(box)",
            "height": "\(Self.boxHeight)", "rx": "4",
          ]))
      parts.append(
        Markup.element(
          "text",
          [
            "class": "seq-name", "x": "\(x)", "y": "\(Self.margin + Self.boxHeight / 2 + 6)",
            "text-anchor": "middle",
          ], text: role.name))
    }
    for (row, hop) in hops.enumerated() {
      let y = Self.margin + Self.boxHeight + Self.rowHeight * (row + 1)
      parts += arrow(hop, y: y, layout: layout)
    }
    return Markup.element(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "class": "seq", "role": "img",
        "width": "\(width)", "height": "\(height)", "viewBox": "0 0 \(width) \(height)",
        "font-size": "\(Self.fontSize)",
      ], parts.joined())
  }

  /// What a derived call's mark means, under a diagram that draws one.
  static func legend(of hops: [Hop]) -> String {
    guard hops.contains(where: \.isDerived) else { return "" }
    return Markup.element("figcaption", ["class": "seq-legend"], text: Hop.derivedLegend)
  }

  /// A message a role sends itself loops out to the right.
  private func arrow(_ hop: Hop, y: Int, layout: Layout) -> [String] {
    let kind = hop.isReply ? "seq-reply" : hop.isDerived ? "seq-derived" : "seq-call"
    let from = layout.centers[layout.index(of: hop.from)]
    let to = layout.centers[layout.index(of: hop.to)]
    guard from != to else {
      let loop = "M \(from) \(y - 10) H \(from + 30) V \(y + 4) H \(from + 6)"
      return [
        Markup.empty("path", ["class": kind, "d": loop, "fill": "none"]),
        head(at: from, y: y + 4, pointing: -1, kind: kind),
        Markup.element(
          "text", ["class": "seq-label", "x": "\(from + 36)", "y": "\(y - 2)"],
          text: hop.shownMessage),
      ]
    }
    let direction = to > from ? 1 : -1
    return [
      Markup.empty(
        "line",
        [
          "class": kind, "x1": "\(from)", "y1": "\(y)", "x2": "\(to - direction * 8)",
          "y2": "\(y)",
        ]),
      head(at: to, y: y, pointing: direction, kind: kind),
      Markup.element(
        "text",
        [
          "class": "seq-label", "x": "\((from + to) / 2)", "y": "\(y - 7)",
          "text-anchor": "middle",
        ], text: hop.shownMessage),
    ]
  }

  /// A filled triangle whose tip is at `x`, pointing right (1) or left (-1).
  private func head(at x: Int, y: Int, pointing direction: Int, kind: String) -> String {
    let base = x - direction * 11
    return Markup.empty(
      "polygon",
      ["class": "\(kind)-head", "points": "\(x),\(y) \(base),\(y - 6) \(base),\(y + 6)"])
  }

  /// Each participant's box width and lifeline x, far enough apart for every label between.
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
        let ends = [hop.from, hop.to].map { participants.firstIndex(of: $0) ?? 0 }
        return (low: ends.min()!, high: ends.max()!, width: textWidth(hop.shownMessage) + padding)
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

    func index(of role: Role) -> Int { participants.firstIndex(of: role) ?? 0 }
  }
}

extension Variant {
  /// A diagram's lifelines, the same on every slide of a variant, so that only the messages
  /// change from one to the next.
  var lifelines: [Role] { [.user, .navigation, .viewController] + roles + [.service] }
}
