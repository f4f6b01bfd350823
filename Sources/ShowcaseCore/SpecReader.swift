import Foundation

/// Reads the scenario IDs of `Docs/FeatureSpec.md`: the first cell of each table row that is a
/// capital letter followed by digits (`G1`, `S4`, …). The one reader of the spec: the runner's
/// report and the test suites both ask it.
public enum SpecReader {
  /// Where the spec is, relative to the package's root folder.
  public static let path = "Docs/FeatureSpec.md"

  public static func scenarioIDs(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| ") else { return nil }
      let cell = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
      guard let first = cell.first, first.isUppercase, cell.count > 1,
        cell.dropFirst().allSatisfy(\.isNumber)
      else { return nil }
      return String(cell)
    }
  }

  public static func scenarioIDs(packageRoot: URL) throws -> [String] {
    try scenarioIDs(
      in: String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
  }
}
