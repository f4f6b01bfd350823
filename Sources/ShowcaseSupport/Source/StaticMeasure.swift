import Foundation

/// Measures a variant's static figures from `Sources/<Variant>` and `Tests/<Variant>Tests`.
package enum StaticMeasure {
  package static let doubleSuffixes = ["Spy", "Stub", "Fake", "Dummy", "Mock"]

  package static func measure(variant: String, packageRoot: URL, specIDs: [String]) throws
    -> StaticFigures
  {
    let production = try productionFiles(of: variant, packageRoot: packageRoot)
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

  /// FNV-1a, 64 bits, of the lines, shown as 8 hex digits: stable across runs and platforms,
  /// unlike `Hasher`.
  package static func fingerprint(_ lines: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in lines.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash >> 32, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  private static func file(_ path: String, _ source: SwiftSource) -> StaticFigures.File {
    let counts = source.lineCounts
    return StaticFigures.File(path: path, codeLines: counts.code, commentLines: counts.comment)
  }

  /// A variant's production files (path, text).
  package static func productionFiles(of variant: String, packageRoot: URL) throws -> [(
    String, String
  )] {
    try swiftFiles(in: "Sources/\(variant)", packageRoot: packageRoot)
  }

  /// The `.swift` files under `folder`, sorted by path, with their text. A missing folder has
  /// none.
  package static func swiftFiles(in folder: String, packageRoot: URL) throws -> [(String, String)] {
    try FileManager.default.visibleFiles(under: folder, of: packageRoot)
      .filter { $0.hasSuffix(".swift") }
      .map { path in
        (path, try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
      }
  }
}
