import ShowcaseSupport

/// What became of each mutant, and the figures of a variant: how many mutants each suite
/// killed, how many survived both, how many did not compile.
struct MutantFate: Sendable, Equatable, Codable {
  /// How one suite's run ended.
  typealias Verdict = SuiteRunner.Verdict

  /// How the mutant was built: behind its switch with all the others, or on its own.
  enum Build: String, Sendable, Equatable, Codable {
    case switched
    case alone
  }

  let build: Build
  /// `nil` when the mutant did not compile.
  let unitSuite: Verdict?
  let conformanceSuite: Verdict?

  static func compileError(_ build: Build) -> MutantFate {
    MutantFate(build: build, unitSuite: nil, conformanceSuite: nil)
  }

  var compiles: Bool { unitSuite != nil }
  var killedByUnitSuite: Bool { unitSuite?.kills ?? false }
  var killedByConformanceSuite: Bool { conformanceSuite?.kills ?? false }
  var survives: Bool { compiles && !killedByUnitSuite && !killedByConformanceSuite }
}

/// One variant's mutants and their fates, and how long the variant took.
struct VariantMutation: Sendable {
  let variant: String
  let mutants: [Mutant]
  let fates: [String: MutantFate]
  /// Testing this variant's mutants, and building those built alone; the shared build of the
  /// scratch copy is not in it.
  let seconds: Double

  var compileErrors: Int { fates.values.filter { !$0.compiles }.count }
  /// The mutants that compiled: what the scores are out of.
  var compiled: Int { mutants.count - compileErrors }
  var killedByUnitSuite: Int { fates.values.filter(\.killedByUnitSuite).count }
  var killedByConformanceSuite: Int { fates.values.filter(\.killedByConformanceSuite).count }
  var survivors: [Mutant] { mutants.filter { fates[$0.id]?.survives ?? false } }

  /// Percent of the compiled mutants.
  func score(_ killed: Int) -> Double {
    compiled == 0 ? 0 : Double(killed) * 100 / Double(compiled)
  }

  var mutantsPerMinute: Double { seconds > 0 ? Double(mutants.count) * 60 / seconds : 0 }
}
