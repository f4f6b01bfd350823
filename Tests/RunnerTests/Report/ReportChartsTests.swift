import Testing

@testable import ShowcaseMeasures
@testable import ShowcaseSupport

/// The four charts of the comparison: a variant that measures worse moves its bar the right
/// way, and every chart has the variants in the same order and colours.
struct ReportChartsTests {
  private static let mvc = ReportCharts.colours[0]
  /// VIPER's colour: the sixth variant's.
  private static let viper = ReportCharts.colours[5]

  @Test("more production code and more types draw longer bars")
  func production() {
    // Given
    let figures = [
      StaticFigures.fixture(variant: "MVC", productionLines: 100, types: 5),
      StaticFigures.fixture(variant: "VIPER", productionLines: 300, types: 20),
    ]

    // When
    let svg = ReportCharts.production(figures).svg

    // Then: in each group, VIPER's bar is the longer one.
    let bars = Self.bars(in: svg)
    #expect(bars.map(\.colour) == [Self.mvc, Self.viper, Self.mvc, Self.viper])
    #expect(bars[1].width > bars[0].width && bars[3].width > bars[2].width)
    #expect(svg.contains(">300</text>") && svg.contains(">20</text>"))
  }

  @Test("more unit-test code and more doubles draw longer bars")
  func tests() {
    // Given
    let figures = [
      StaticFigures.fixture(variant: "MVC", testLines: 200, doubles: []),
      StaticFigures.fixture(variant: "VIPER", testLines: 600, doubles: ["ASpy", "BStub"]),
    ]

    // When
    let svg = ReportCharts.tests(figures).svg

    // Then
    let bars = Self.bars(in: svg)
    #expect(bars[1].width > bars[0].width && bars[3].width > bars[2].width)
    #expect(bars[2].width == 0)
    #expect(svg.contains(">600</text>") && svg.contains(">2</text>"))
  }

  @Test("a unit suite that kills fewer mutants draws a shorter bar, on a scale to 100%")
  func mutation() {
    // Given
    let scores = [
      (variant: "MVC", unitSuite: 90.0, conformanceSuite: 95.0),
      (variant: "VIPER", unitSuite: 60.0, conformanceSuite: 95.0),
    ]

    // When
    let svg = ReportCharts.mutation(scores, variants: ["MVC", "VIPER"]).svg

    // Then
    let bars = Self.bars(in: svg)
    #expect(bars[1].width < bars[0].width)
    #expect(bars[3].width == bars[2].width)
    #expect(svg.contains(">60.0%</text>") && svg.contains(">100</text>"))
  }

  @Test("without a mutation record, every bar says n/a")
  func mutationUnrecorded() {
    // When
    let svg = ReportCharts.mutation(nil, variants: ["MVC", "VIPER"]).svg

    // Then
    #expect(Self.bars(in: svg).isEmpty)
    #expect(svg.matches(of: />n\/a<\/text>/).count == 4)
  }

  @Test("a change that costs more lines draws a longer bar, on one scale for all exercises")
  func changeCost() {
    // Given
    let exercises = [
      (
        exercise: "W1 Age",
        lines: [(variant: "MVC", added: 10, removed: 2), (variant: "VIPER", added: 40, removed: 5)]
      ),
      (
        exercise: "W2 Later",
        lines: [(variant: "MVC", added: 10, removed: 2), (variant: "VIPER", added: 1, removed: 0)]
      ),
    ]

    // When
    let svg = ReportCharts.changeCost(exercises, variants: ["MVC", "VIPER"]).svg

    // Then: MVC's 12 lines draw the same bar in both exercises.
    let bars = Self.bars(in: svg)
    #expect(bars[1].width > bars[0].width)
    #expect(bars[0].width == bars[2].width)
    #expect(svg.contains(">45 (+40 −5)</text>") && svg.contains(">W2 Later</text>"))
  }

  @Test("each variant has the same colour in every chart, whichever variants are drawn")
  func colours() {
    // When
    let all = ReportCharts.series([
      "MVC", "MVP", "MVVM", "MVVMWithoutBinding", "MVVMWithHandlers", "VIPER", "TEA",
    ])
    let some = ReportCharts.series(["VIPER", "MVC"])

    // Then
    #expect(all.map(\.colour) == ReportCharts.colours)
    #expect(Set(all.map(\.colour)).count == all.count)
    #expect(some.map(\.colour) == [Self.viper, Self.mvc])
  }

  /// Each bar's fill colour and width, in the order drawn.
  static func bars(in svg: String) -> [(colour: String, width: Int)] {
    svg.matches(of: /<rect x="\d+" y="\d+" width="(\d+)" height="\d+" fill="(#\w+)"/).map {
      (String($0.output.2), Int($0.output.1) ?? -1)
    }
  }
}

extension StaticFigures {
  /// A variant's figures with the given counts; everything else empty.
  static func fixture(
    variant: String, productionLines: Int = 0, types: Int = 0, testLines: Int = 0,
    doubles: [String] = []
  ) -> StaticFigures {
    StaticFigures(
      variant: variant, productionFiles: [], productionLines: productionLines, types: types,
      protocols: 0, testFiles: [], testLines: testLines, tests: [], doubles: doubles,
      scenariosCovered: [], scenariosViewFree: [], suiteFingerprint: "00000000")
  }
}
