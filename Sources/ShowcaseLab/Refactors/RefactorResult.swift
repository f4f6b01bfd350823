/// What one refactor cost one variant's unit suite: the tests in files that no longer build,
/// the tests that build but fail, and the lines of test code the reference repair changes.
struct RefactorResult: VariantResult {
  let variant: String
  /// Why the refactor does not apply to this variant; nil when it does.
  let notApplicable: String?
  /// The unit-suite files that no longer build, from the package's root.
  let brokenFiles: [String]
  /// The tests in those files, by display name (or function name).
  let doesNotCompile: [String]
  /// The tests that build and fail, by display name (or function name).
  let fails: [String]
  /// Code lines the reference repair removes or adds in the unit suite, counted as the
  /// workshop counts a solution's test lines (`ChangeCost.testLinesChanged`).
  let repairLines: Int

  /// A variant the refactor does not apply to.
  init(variant: String, notApplicable reason: String) {
    self.init(
      variant: variant, notApplicable: reason, brokenFiles: [], doesNotCompile: [], fails: [],
      repairLines: 0)
  }

  init(
    variant: String, notApplicable: String? = nil, brokenFiles: [String], doesNotCompile: [String],
    fails: [String], repairLines: Int
  ) {
    self.variant = variant
    self.notApplicable = notApplicable
    self.brokenFiles = brokenFiles
    self.doesNotCompile = doesNotCompile
    self.fails = fails
    self.repairLines = repairLines
  }

  var applies: Bool { notApplicable == nil }

  /// Every test the refactor broke, whether it no longer builds or fails.
  var brokenTests: Int { doesNotCompile.count + fails.count }

  /// Whether the refactor cost the suite anything: a file to mend or a test to change.
  var breaksNothing: Bool { brokenFiles.isEmpty && fails.isEmpty && repairLines == 0 }
}
