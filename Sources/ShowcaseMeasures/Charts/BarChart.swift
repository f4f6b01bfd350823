import ShowcaseDemo

/// A grouped horizontal bar chart, drawn as a standalone SVG file for the docs. Each group is
/// one figure; it has one bar per series, in the same order and colour in every group. Each
/// bar is named on its left and its value is written at its end, so no meaning is in colour
/// alone. The text is sans-serif on a white ground, and the same chart gives the same bytes.
struct BarChart: Sendable, Equatable {
  /// A variant, drawn in its colour (CSS: `#0072B2`) in every group.
  struct Series: Sendable, Equatable {
    let name: String
    let colour: String
  }

  /// One bar: its length, and the text written at its end (`96.6%`, `15 (+13 −2)`).
  struct Bar: Sendable, Equatable {
    let value: Double
    let label: String
  }

  /// One figure: a bar per series, nil where the series has none (written `n/a`); `axis` says
  /// what it counts (`code lines`).
  struct Group: Sendable, Equatable {
    let title: String
    let axis: String
    let bars: [Bar?]
  }

  /// How long a full bar is: each group's largest value (groups of different units), the
  /// chart's (groups compared with each other), or a fixed top such as 100%.
  enum Scale: Sendable, Equatable {
    case eachGroup
    case shared
    case upTo(Double)
  }

  let title: String
  let series: [Series]
  let groups: [Group]
  var scale = Scale.eachGroup

  static let width = 760
  static let margin = 16
  static let fontSize = 14
  static let titleSize = 20
  static let barHeight = 20
  static let rowHeight = 26
  static let textColour = "#1a1a1a"

  /// How wide `text` is drawn, in pixels, at most: 0.6 em a character, more than most
  /// sans-serif glyphs take.
  static func textWidth(_ text: String, size: Int = fontSize) -> Int {
    text.count * size * 6 / 10
  }

  var svg: String {
    let layout = Layout(self)
    var parts = [
      Markup.element("title", text: title),
      Markup.empty("rect", ["width": "100%", "height": "100%", "fill": "#ffffff"]),
      Self.text(
        title, x: Self.margin, y: Self.margin + Self.titleSize,
        attributes: ["font-size": "\(Self.titleSize)", "font-weight": "bold"]),
    ]
    var y = Self.margin + Self.titleSize + 16
    if groups.isEmpty {
      parts.append(Self.text("No figures to draw.", x: Self.margin, y: y + Self.fontSize))
      y += Self.rowHeight
    }
    for group in groups {
      parts += draw(group, top: y, layout: layout)
      y += layout.groupHeight
    }
    let height = y + Self.margin
    let svg = Markup.element(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "role": "img", "width": "\(Self.width)",
        "height": "\(height)", "viewBox": "0 0 \(Self.width) \(height)",
        "font-family": "sans-serif", "font-size": "\(Self.fontSize)", "fill": Self.textColour,
      ], "\n" + parts.joined(separator: "\n") + "\n")
    return svg + "\n"
  }

  private func draw(_ group: Group, top: Int, layout: Layout) -> [String] {
    let axis = layout.axis(for: group)
    var parts = [
      Self.text(
        group.title, x: Self.margin, y: top + Self.fontSize + 2, attributes: ["font-weight": "bold"]
      )
    ]
    var y = top + 26
    for (index, series) in series.enumerated() {
      let bar = index < group.bars.count ? group.bars[index] : nil
      let middle = y + Self.barHeight / 2 + Self.fontSize * 35 / 100
      parts.append(
        Self.text(series.name, x: layout.barLeft - 8, y: middle, attributes: ["text-anchor": "end"])
      )
      let length = bar.map { axis.length(of: $0.value, across: layout.barWidth) } ?? 0
      if bar != nil {
        parts.append(
          Markup.empty(
            "rect",
            [
              "x": "\(layout.barLeft)", "y": "\(y)", "width": "\(length)",
              "height": "\(Self.barHeight)", "fill": series.colour, "stroke": Self.textColour,
              "stroke-width": "0.5",
            ]))
      }
      parts.append(Self.text(bar?.label ?? "n/a", x: layout.barLeft + length + 6, y: middle))
      y += Self.rowHeight
    }
    parts += axis.draw(left: layout.barLeft, width: layout.barWidth, top: y + 2, label: group.axis)
    return parts
  }

  static func text(
    _ text: String, x: Int, y: Int, attributes: KeyValuePairs<String, String> = [:]
  ) -> String {
    let extra = attributes.map { " \($0.key)=\"\(Markup.escaped($0.value))\"" }.joined()
    return "<text x=\"\(x)\" y=\"\(y)\"\(extra)>\(Markup.escaped(text))</text>"
  }
}
