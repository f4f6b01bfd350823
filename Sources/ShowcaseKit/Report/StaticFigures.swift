/// What the report measures of one variant from its sources alone: no build, no test run.
struct StaticFigures: Sendable, Equatable, Codable {
  /// One Swift file of the variant's target or of its unit suite.
  struct File: Sendable, Equatable, Codable {
    /// Relative to the package root.
    let path: String
    let codeLines: Int
    let commentLines: Int
  }

  /// One `@Test` function of the unit suite.
  struct Test: Sendable, Equatable, Codable {
    let function: String
    let displayName: String?
    /// The scenario ID the display name opens with, when it is one of the spec's.
    let scenario: String?
    let file: String
    let isParameterized: Bool
    let setupLines: Int
    let assertions: Int
    /// Its file does not import ViewKit.
    let isViewFree: Bool
  }

  let variant: String
  let productionFiles: [File]
  let productionLines: Int
  /// Class, struct, enum, actor and protocol declarations, nested ones included.
  let types: Int
  let protocols: Int
  let testFiles: [File]
  let testLines: Int
  let tests: [Test]
  /// Types named …Spy, …Stub, …Fake, …Dummy or …Mock declared in the unit suite.
  let doubles: [String]
  /// Spec IDs with at least one test, in spec order.
  let scenariosCovered: [String]
  /// Covered IDs with at least one test in a file that does not import ViewKit.
  let scenariosViewFree: [String]
  /// A short hash of the suite's code lines, so that the committed figures name the suite they
  /// were measured from: any change to a test's code changes it.
  let suiteFingerprint: String

  var testCount: Int { tests.count }
  var parameterizedCount: Int { tests.filter(\.isParameterized).count }

  var setupLinesPerTest: Double {
    tests.isEmpty ? 0 : Double(tests.map(\.setupLines).reduce(0, +)) / Double(tests.count)
  }

  var assertionsPerTest: Double {
    tests.isEmpty ? 0 : Double(tests.map(\.assertions).reduce(0, +)) / Double(tests.count)
  }
}
