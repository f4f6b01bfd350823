import ShowcaseCore
import TestSupport

extension SpecFile {
  /// Every scenario ID of `Docs/FeatureSpec.md`, in order, as the runner reads them.
  static func scenarioIDs() throws -> [String] {
    try SpecReader.scenarioIDs(packageRoot: packageRoot)
  }
}
