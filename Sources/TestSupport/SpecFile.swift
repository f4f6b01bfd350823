import Foundation

/// Reads `Docs/FeatureSpec.md`, the behaviour contract, from the package's checkout.
public enum SpecFile {
  /// The package's root folder, found from this source file's place in it.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  public static let url = packageRoot.appendingPathComponent("Docs/FeatureSpec.md")

  /// Every scenario ID in the spec, in order: the first cell of each table row that holds a
  /// letter followed by digits (`G1`, `S4`, …).
  public static func scenarioIDs() throws -> [String] {
    try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n")
      .compactMap { line -> String? in
        guard line.hasPrefix("| ") else { return nil }
        let cell = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
        guard let first = cell.first, first.isUppercase, cell.count > 1,
          cell.dropFirst().allSatisfy(\.isNumber)
        else { return nil }
        return String(cell)
      }
  }
}
