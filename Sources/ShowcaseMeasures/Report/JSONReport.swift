import ShowcaseSupport

/// The JSON shape of `showcase report --format json`.
struct JSONReport: Encodable {
  struct Summary: Encodable {
    let productionLines: Int
    let types: Int
    let protocols: Int
    let testLines: Int
    let tests: Int
    let parameterizedTests: Int
    let doubles: Int
    let setupLinesPerTest: Double
    let assertionsPerTest: Double
    let scenariosCovered: Int
    let scenariosViewFree: Int
    let lineCoveragePercent: Double?
    let runnerSeconds: Double?

    init(_ figures: StaticFigures, dynamic: DynamicFigures?) {
      productionLines = figures.productionLines
      types = figures.types
      protocols = figures.protocols
      testLines = figures.testLines
      tests = figures.testCount
      parameterizedTests = figures.parameterizedCount
      doubles = figures.doubles.count
      setupLinesPerTest = (figures.setupLinesPerTest * 100).rounded() / 100
      assertionsPerTest = (figures.assertionsPerTest * 100).rounded() / 100
      scenariosCovered = figures.scenariosCovered.count
      scenariosViewFree = figures.scenariosViewFree.count
      lineCoveragePercent = dynamic?.linePercent.map { ($0 * 100).rounded() / 100 }
      runnerSeconds = dynamic?.runnerSeconds
    }
  }

  struct Entry: Encodable {
    let name: String
    let summary: Summary
    let staticFigures: StaticFigures
    let dynamicFigures: DynamicFigures?

    enum CodingKeys: String, CodingKey {
      case name, summary
      case staticFigures = "static"
      case dynamicFigures = "dynamic"
    }
  }

  let specIDs: [String]
  let variants: [Entry]
}
