import Foundation
import ShowcaseCore

/// The package's checkout, for tests that read its files, and the scenario IDs of its
/// `Docs/FeatureSpec.md`, the behaviour contract, as `SpecReader` reads them.
public enum SpecFile {
  /// The package's root folder, found from this source file's place in it.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  /// Every scenario ID in the spec, in order.
  public static func scenarioIDs() throws -> [String] {
    try SpecReader.scenarioIDs(packageRoot: packageRoot)
  }
}
