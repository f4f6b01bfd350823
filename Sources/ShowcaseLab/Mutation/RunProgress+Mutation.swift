import ShowcaseSupport

extension RunProgress {
  /// A variant's line: `MVP  37/166  killed by unit suite 30  by conformance suite 31  …  0:43`.
  static func variantLine(
    _ variant: String, done: Int, of total: Int, fates: [MutantFate], seconds: Double
  ) -> String {
    variantLine(
      variant, done: done, of: total, unit: fates.filter(\.killedByUnitSuite).count,
      conformance: fates.filter(\.killedByConformanceSuite).count,
      survived: fates.filter(\.survives).count, errors: fates.filter { !$0.compiles }.count,
      time: clock(seconds))
  }

  /// The same line from its counts, its time already written (`0:43`).
  nonisolated static func variantLine(
    _ variant: String, done: Int, of total: Int, unit: Int, conformance: Int, survived: Int,
    errors: Int, time: String
  ) -> String {
    [
      variant, "\(done)/\(total)", "killed by unit suite \(unit)",
      "by conformance suite \(conformance)", "survived \(survived)", "compile errors \(errors)",
      time,
    ].joined(separator: "  ")
  }
}
