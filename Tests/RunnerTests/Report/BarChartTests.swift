import Testing

@testable import ShowcaseMeasures

/// The report's bar chart: what a tiny chart's SVG holds, and how its text is escaped.
struct BarChartTests {
  private static let tiny = BarChart(
    title: "Code",
    series: [.init(name: "A", colour: "#111111"), .init(name: "B", colour: "#222222")],
    groups: [
      .init(
        title: "Lines", axis: "code lines",
        bars: [.init(value: 10, label: "10"), .init(value: 20, label: "20")])
    ])

  @Test("a tiny chart has its title, a bar per series, their names and values, and the axis")
  func tinyChart() throws {
    // When
    let svg = Self.tiny.svg

    // Then: 20 is the axis's top, so B's bar is full and A's half as long.
    #expect(WellFormedness.problem(in: svg) == nil)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("font-family=\"sans-serif\""))
    #expect(svg.contains("<title>Code</title>"))
    #expect(svg.contains(">Lines</text>"))
    #expect(svg.contains(">code lines</text>"))
    for text in ["A", "B", "10", "20"] {
      #expect(svg.contains(">\(text)</text>"))
    }
    let bars = ReportChartsTests.bars(in: svg)
    let full = BarChart.Layout(Self.tiny).barWidth
    #expect(bars.map(\.colour) == ["#111111", "#222222"])
    #expect(bars.map(\.width) == [Int((Double(full) / 2).rounded()), full])
  }

  @Test("every text is escaped: the title, a group, a series' name and a value")
  func escapesText() {
    // Given
    let chart = BarChart(
      title: "Tom & Jerry <3>", series: [.init(name: "\"A\"", colour: "#111111")],
      groups: [.init(title: "a < b", axis: "x & y", bars: [.init(value: 1, label: "'1'")])])

    // When
    let svg = chart.svg

    // Then
    #expect(WellFormedness.problem(in: svg) == nil)
    for text in [
      "Tom &amp; Jerry &lt;3&gt;", "&quot;A&quot;", "a &lt; b", "x &amp; y", "&#39;1&#39;",
    ] {
      #expect(svg.contains(text))
    }
    #expect(!svg.contains("Tom & Jerry"))
  }

  @Test("a series without a figure has no bar and says n/a")
  func missingFigure() {
    // Given
    let chart = BarChart(
      title: "Scores", series: [.init(name: "A", colour: "#111111")],
      groups: [.init(title: "Unit", axis: "%", bars: [nil])], scale: .upTo(100))

    // When
    let svg = chart.svg

    // Then
    #expect(ReportChartsTests.bars(in: svg).isEmpty)
    #expect(svg.contains(">n/a</text>"))
  }

  @Test("the same chart gives the same bytes")
  func deterministic() {
    #expect(Self.tiny.svg == Self.tiny.svg)
    #expect(Self.tiny.svg.hasSuffix("</svg>\n"))
  }

  @Test(
    "an axis ends on a round step at or above the largest value",
    arguments: [
      (20.0, 20.0, 5.0), (564, 600, 200), (42, 50, 10), (15, 15, 5), (100, 100, 20), (0, 1, 1),
      (96.6, 100, 20),
    ])
  func axis(largest: Double, top: Double, step: Double) {
    // When
    let axis = BarChart.Axis(covering: largest)

    // Then
    #expect(axis.top == top && axis.step == step)
  }
}
