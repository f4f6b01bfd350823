import Foundation

/// The package's checkout, for tests that read its files: the spec (`Docs/FeatureSpec.md`), the
/// pattern targets' sources, the docs.
public enum SpecFile {
  /// The package's root folder, found from this source file's place in it.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
}
