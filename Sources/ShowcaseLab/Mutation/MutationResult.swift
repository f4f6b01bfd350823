import Foundation
import ShowcaseCore
import ShowcaseSupport

/// What became of each mutant, a variant's figures, and how a run prints them as it goes and as
/// JSON.
struct MutantFate: Sendable, Equatable, Codable {
  /// Behind its switch with all the others, or on its own.
  enum Build: String, Sendable, Equatable, Codable { case switched, alone }

  let build: Build
  /// `nil` when the mutant did not compile.
  let unitSuite: SuiteRunner.Verdict?
  let conformanceSuite: SuiteRunner.Verdict?

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
  /// Testing the mutants and building those built alone, without the shared first build.
  let seconds: Double

  var compileErrors: Int { fates.values.filter { !$0.compiles }.count }
  var compiled: Int { mutants.count - compileErrors }
  var killedByUnitSuite: Int { fates.values.filter(\.killedByUnitSuite).count }
  var killedByConformanceSuite: Int { fates.values.filter(\.killedByConformanceSuite).count }
  var survivors: [Mutant] { mutants.filter { fates[$0.id]?.survives ?? false } }

  /// Percent of the compiled mutants.
  func score(_ killed: Int) -> Double { MutationTable.percent(killed, of: compiled) }

  var mutantsPerMinute: Double { seconds > 0 ? Double(mutants.count) * 60 / seconds : 0 }
}

extension RunProgress {
  /// A variant's line: `MVP  37/166  killed by unit suite 30  by conformance suite 31  …  0:43`.
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

/// `showcase mutate --format json`: every variant's figures and every mutant with its fate.
struct MutationJSON: Encodable {
  struct Variant: Encodable {
    let variant: String
    let fingerprint: String
    let mutants: Int
    let killedByUnitSuite: Int
    let killedByConformanceSuite: Int
    let survivors: Int
    let compileErrors: Int
    let unitSuiteScore: Double
    let conformanceSuiteScore: Double
    let seconds: Double
    let mutantsPerMinute: Double
  }

  struct Mutant: Encodable {
    let id: String
    let file: String
    let line: Int
    let mutation: String
    let original: String
    let mutated: String
    let build: String
    let compiles: Bool
    /// Absent when the mutant did not compile.
    let unitSuite: String?
    let conformanceSuite: String?
    let survives: Bool
  }

  let buildSeconds: Double
  let totalSeconds: Double
  let variants: [Variant]
  let mutants: [Mutant]

  init(_ runs: [VariantMutation], record: MutationRecord, buildSeconds: Double, total: Double) {
    self.buildSeconds = buildSeconds
    totalSeconds = total
    variants = zip(runs, record.variants).map { run, entry in
      Variant(
        variant: run.variant, fingerprint: entry.fingerprint, mutants: run.mutants.count,
        killedByUnitSuite: run.killedByUnitSuite,
        killedByConformanceSuite: run.killedByConformanceSuite,
        survivors: run.survivors.count, compileErrors: run.compileErrors,
        unitSuiteScore: run.score(run.killedByUnitSuite),
        conformanceSuiteScore: run.score(run.killedByConformanceSuite), seconds: run.seconds,
        mutantsPerMinute: run.mutantsPerMinute)
    }
    mutants = runs.flatMap { run in
      run.mutants.compactMap { mutant -> Mutant? in
        guard let fate = run.fates[mutant.id] else { return nil }
        return Mutant(
          id: mutant.id, file: mutant.file, line: mutant.line, mutation: mutant.mutation.rawValue,
          original: mutant.original, mutated: mutant.mutated, build: fate.build.rawValue,
          compiles: fate.compiles, unitSuite: fate.unitSuite?.rawValue,
          conformanceSuite: fate.conformanceSuite?.rawValue, survives: fate.survives)
      }
    }
  }

  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
