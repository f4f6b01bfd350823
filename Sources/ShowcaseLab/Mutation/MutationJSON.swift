import Foundation
import ShowcaseCore
import ShowcaseSupport

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
    /// `switched` or `alone`.
    let build: String
    let compiles: Bool
    /// `passed`, `failed` or `timed-out`; absent when the mutant did not compile.
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
