import Foundation
import ShowcaseDemo
import ShowcaseSupport

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

extension BarChart {
  /// Where the bars go: a column for the series' names, the bars, and room for the longest
  /// value written past the end of a full bar.
  struct Layout {
    let chart: BarChart
    let barLeft: Int
    let barWidth: Int
    let groupHeight: Int

    /// Below this width a bar could not tell values apart; a chart keeps at least this.
    static let smallestBarWidth = 200

    init(_ chart: BarChart) {
      self.chart = chart
      let names = chart.series.map { BarChart.textWidth($0.name) }.max() ?? 0
      barLeft = BarChart.margin + names + 8
      let values = chart.groups.flatMap(\.bars).map { BarChart.textWidth($0?.label ?? "n/a") }
      let valueRoom = (values.max() ?? 0) + 6 + BarChart.margin
      barWidth = max(Self.smallestBarWidth, BarChart.width - barLeft - valueRoom)
      groupHeight = 26 + chart.series.count * BarChart.rowHeight + Axis.height + 14
    }

    func axis(for group: Group) -> Axis {
      func largest(_ groups: [Group]) -> Double {
        groups.flatMap(\.bars).compactMap { $0?.value }.max() ?? 0
      }
      return switch chart.scale {
      case .eachGroup: Axis(covering: largest([group]))
      case .shared: Axis(covering: largest(chart.groups))
      case .upTo(let top): Axis(covering: top)
      }
    }
  }

  /// A scale from 0 to a round top, with ticks at a round step: 1, 2 or 5 times a power of ten,
  /// never below 1, since the charts count things or give percentages.
  struct Axis: Equatable {
    let top: Double
    let step: Double

    /// The line, the ticks' numbers and the label.
    static let height = 40

    /// About five steps up to the first at or above `maximum`.
    init(covering maximum: Double) {
      let maximum = max(maximum, 1)
      let rough = maximum / 5
      let magnitude = pow(10, log10(rough).rounded(.down))
      let round = [1.0, 2, 5].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
      step = max(1, round)
      top = (maximum / step).rounded(.up) * step
    }

    /// How many pixels of `width` a bar of `value` takes; values outside the axis are cut to it.
    func length(of value: Double, across width: Int) -> Int {
      Int((min(max(value, 0), top) / top * Double(width)).rounded())
    }

    var ticks: [Double] {
      (0...Int((top / step).rounded())).map { Double($0) * step }
    }

    func draw(left: Int, width: Int, top: Int, label: String) -> [String] {
      let colour = BarChart.textColour
      var parts = [
        Markup.empty(
          "line",
          [
            "x1": "\(left)", "y1": "\(top)", "x2": "\(left + width)", "y2": "\(top)",
            "stroke": colour,
          ])
      ]
      for tick in ticks {
        let x = left + length(of: tick, across: width)
        parts.append(
          Markup.empty(
            "line",
            ["x1": "\(x)", "y1": "\(top)", "x2": "\(x)", "y2": "\(top + 5)", "stroke": colour]
          ))
        parts.append(
          BarChart.text(
            NumberText.grouped(Int(tick)), x: x, y: top + 18,
            attributes: ["font-size": "12", "text-anchor": "middle"]))
      }
      parts.append(
        BarChart.text(
          label, x: left + width / 2, y: top + 36,
          attributes: ["font-size": "13", "text-anchor": "middle"]))
      return parts
    }
  }
}
