import Foundation

/// Measures a variant's static figures from `Sources/<Variant>` and `Tests/<Variant>Tests`.
package enum StaticMeasure {
  package static let doubleSuffixes = ["Spy", "Stub", "Fake", "Dummy", "Mock"]

  package static func measure(variant: String, packageRoot: URL, specIDs: [String]) throws
    -> StaticFigures
  {
    let production = try swiftFiles(in: "Sources/\(variant)", packageRoot: packageRoot)
    let suite = try swiftFiles(in: "Tests/\(variant)Tests", packageRoot: packageRoot)
    var declarations: [SourceScanner.Declaration] = []
    var productionFiles: [StaticFigures.File] = []
    for (path, text) in production {
      let scanner = SourceScanner.scanningOnce(text)
      declarations += scanner.declarations
      productionFiles.append(file(path, scanner.source))
    }
    var testFiles: [StaticFigures.File] = []
    var suiteCode: [String] = []
    var tests: [StaticFigures.Test] = []
    var doubles: Set<String> = []
    let knownIDs = Set(specIDs)
    for (path, text) in suite {
      let scanner = SourceScanner.scanningOnce(text)
      testFiles.append(file(path, scanner.source))
      suiteCode.append(path)
      suiteCode += scanner.source.codeLines
      for declaration in scanner.declarations
      where doubleSuffixes.contains(where: { declaration.name.hasSuffix($0) }) {
        doubles.insert(declaration.name)
      }
      let isViewFree = !scanner.imports("ViewKit")
      for test in scanner.tests {
        let firstWord = test.displayName?.split(separator: " ").first.map(String.init)
        tests.append(
          StaticFigures.Test(
            function: test.name, displayName: test.displayName,
            scenario: firstWord.flatMap { knownIDs.contains($0) ? $0 : nil }, file: path,
            isParameterized: test.isParameterized, setupLines: scanner.setupLineCount(of: test),
            assertions: scanner.assertionCount(in: test.body), isViewFree: isViewFree))
      }
    }
    let covered = specIDs.filter { id in tests.contains { $0.scenario == id } }
    let viewFree = covered.filter { id in tests.contains { $0.scenario == id && $0.isViewFree } }
    return StaticFigures(
      variant: variant, productionFiles: productionFiles,
      productionLines: productionFiles.map(\.codeLines).reduce(0, +),
      types: declarations.count,
      protocols: declarations.filter { $0.keyword == "protocol" }.count,
      testFiles: testFiles, testLines: testFiles.map(\.codeLines).reduce(0, +), tests: tests,
      doubles: doubles.sorted(), scenariosCovered: covered, scenariosViewFree: viewFree,
      suiteFingerprint: fingerprint(suiteCode))
  }

  /// FNV-1a, 64 bits, of the lines, as 8 hex digits: stable across runs, unlike `Hasher`.
  package static func fingerprint(_ lines: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in lines.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(format: "%08llx", hash >> 32)
  }

  private static func file(_ path: String, _ source: SwiftSource) -> StaticFigures.File {
    let counts = source.lineCounts
    return StaticFigures.File(path: path, codeLines: counts.code, commentLines: counts.comment)
  }

  /// The `.swift` files under `folder`, sorted by path, with their text; none if it is missing.
  package static func swiftFiles(in folder: String, packageRoot: URL) throws -> [(String, String)] {
    try FileManager.default.visibleFiles(under: folder, of: packageRoot)
      .filter { $0.hasSuffix(".swift") }
      .map { path in
        (path, try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
      }
  }
}

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
  /// A short hash of the suite's code lines: any change to a test's code changes it.
  package let suiteFingerprint: String

  package var testCount: Int { tests.count }
  package var parameterizedCount: Int { tests.filter(\.isParameterized).count }

  package var setupLinesPerTest: Double { mean(\.setupLines) }
  package var assertionsPerTest: Double { mean(\.assertions) }

  private func mean(_ figure: KeyPath<Test, Int>) -> Double {
    tests.isEmpty ? 0 : Double(tests.map { $0[keyPath: figure] }.reduce(0, +)) / Double(tests.count)
  }
}
