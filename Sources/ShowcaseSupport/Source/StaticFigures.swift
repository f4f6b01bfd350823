/// What the report measures of one variant from its sources alone: no build, no test run.
package struct StaticFigures: Sendable, Equatable, Codable {
  /// One Swift file of the variant's target or of its unit suite.
  package struct File: Sendable, Equatable, Codable {
    /// Relative to the package root.
    package let path: String
    package let codeLines: Int
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

  package let variant: String
  package let productionFiles: [File]
  package let productionLines: Int
  /// Class, struct, enum, actor and protocol declarations, nested ones included.
  package let types: Int
  package let protocols: Int
  let testFiles: [File]
  package let testLines: Int
  let tests: [Test]
  /// Types named …Spy, …Stub, …Fake, …Dummy or …Mock declared in the unit suite.
  package let doubles: [String]
  /// Spec IDs with at least one test, in spec order.
  package let scenariosCovered: [String]
  /// Covered IDs with at least one test in a file that does not import ViewKit.
  package let scenariosViewFree: [String]
  /// A short hash of the suite's code lines, so that the committed figures name the suite they
  /// were measured from: any change to a test's code changes it.
  package let suiteFingerprint: String

  package var testCount: Int { tests.count }
  package var parameterizedCount: Int { tests.filter(\.isParameterized).count }

  package var setupLinesPerTest: Double {
    tests.isEmpty ? 0 : Double(tests.map(\.setupLines).reduce(0, +)) / Double(tests.count)
  }

  package var assertionsPerTest: Double {
    tests.isEmpty ? 0 : Double(tests.map(\.assertions).reduce(0, +)) / Double(tests.count)
  }
}
