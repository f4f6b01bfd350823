import Tracing
import ViewKit

/// A sequence diagram drawn by the runner as inline SVG, for the HTML pages: a box and a
/// lifeline per participant, an arrow per message in order from the top, solid for a call and
/// dashed for an answer, its label above it. The labels are monospace, so their widths are known
/// from their terminal columns; the lifelines stand far enough apart for every label between
/// them. Colours come from the page's style (`seq-…` classes), so print can change them.
struct SequenceDiagram {
  var participants: [Role]
  var hops: [Hop]

  static let fontSize = 16
  static let margin = 8
  static let boxHeight = 34
  static let rowHeight = 34
  /// Room around a label, and between two participants' boxes.
  static let padding = 24

  /// The participants of `hops`, in the order `order` gives; roles it does not name follow, in
  /// the order they first appear.
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

  /// The diagram as one `<svg>` element; `title` names it for screen readers.
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

  /// The caption under a diagram that draws a derived call: what its mark means.
  static func legend(of hops: [Hop]) -> String {
    guard hops.contains(where: \.isDerived) else { return "" }
    return Markup.element("figcaption", ["class": "seq-legend"], text: Hop.derivedLegend)
  }

  /// One message at height `y`: its line, its head and its label; a message a role sends
  /// itself loops out to the right.
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
}
