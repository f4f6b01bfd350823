import Foundation
import ShowcaseDemo
import ShowcaseSupport

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
