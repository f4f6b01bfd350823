/// What the report measures by running a variant's unit suite alone: line coverage of the
/// variant's target and the suite's wall time. Both vary with the machine and the toolchain,
/// so they are printed, never written into checked regions.
struct DynamicFigures: Sendable, Equatable, Codable {
  /// `passed`, `failed` (some test failed or nothing ran) or `not run` (the build failed).
  let status: String
  /// Lines llvm-cov counts as executable in `Sources/<Variant>/`, and those the suite ran.
  let executableLines: Int?
  let coveredLines: Int?
  /// The test runner's own figure: Swift Testing's "Test run … after N seconds".
  let runnerSeconds: Double?
  /// `ContinuousClock` around the whole `swift test --skip-build` process: adds launching, test
  /// discovery and writing the coverage export to the runner's figure.
  let processSeconds: Double?
  let note: String?

  var linePercent: Double? {
    guard let executableLines, let coveredLines, executableLines > 0 else { return nil }
    return Double(coveredLines) * 100 / Double(executableLines)
  }
}
