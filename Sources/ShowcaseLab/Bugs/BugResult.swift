/// What one suite pair made of one bug in one variant: which tests of the variant's own unit
/// suite failed, and which scenarios of the conformance suite.
struct BugResult: VariantResult {
  let variant: String
  /// The unit tests that failed, by display name (or function name); empty when the suite
  /// passed.
  let unitSuite: [String]
  /// The conformance scenarios that failed, by ID (or the test's name); empty when it passed.
  let conformanceSuite: [String]

  var verdict: BugVerdict {
    if !unitSuite.isEmpty { return .ownSuite }
    return conformanceSuite.isEmpty ? .missed : .conformanceOnly
  }

  /// The tests that caught the bug first: the unit suite's, else the conformance suite's.
  var catchingTests: [String] {
    verdict == .ownSuite ? unitSuite : conformanceSuite
  }
}

/// Who caught a bug in a variant.
enum BugVerdict: String, Sendable, Equatable, CaseIterable {
  /// A test of the variant's own unit suite failed.
  case ownSuite = "own suite"
  /// The unit suite passed; a conformance scenario failed.
  case conformanceOnly = "conformance only"
  /// Both passed.
  case missed
}
