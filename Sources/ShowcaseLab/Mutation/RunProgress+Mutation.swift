import ShowcaseSupport

extension RunProgress {
  /// `MVP  37/166  unit 30  conformance 31  survived 5  compile errors 2  0:43`.
  static func variantLine(
    _ variant: String, done: Int, of total: Int, fates: [MutantFate], seconds: Double
  ) -> String {
    let unit = fates.filter(\.killedByUnitSuite).count
    let conformance = fates.filter(\.killedByConformanceSuite).count
    let survived = fates.filter(\.survives).count
    let errors = fates.filter { !$0.compiles }.count
    return [
      variant, "\(done)/\(total)", "killed by unit suite \(unit)",
      "by conformance suite \(conformance)", "survived \(survived)", "compile errors \(errors)",
      clock(seconds),
    ].joined(separator: "  ")
  }
}
