import Foundation

/// `showcase bugs --format json`: every bug with each variant's failing tests, and the times.
struct BugHuntJSON: Encodable {
  struct Bug: Encodable {
    let bug: String
    let title: String
    let scenarios: [String]
    let seconds: Double
    let results: [Result]
  }

  struct Result: Encodable {
    let variant: String
    /// `own suite`, `conformance only` or `missed`.
    let verdict: String
    let unitSuite: [String]
    let conformanceSuite: [String]
  }

  let buildSeconds: Double
  let totalSeconds: Double
  let variants: [BugHuntRecord.Measured]
  let bugs: [Bug]

  init(_ outcomes: [BugHuntRun.Outcome], record: BugHuntRecord, buildSeconds: Double, total: Double)
  {
    self.buildSeconds = buildSeconds
    totalSeconds = total
    variants = record.variants
    bugs = outcomes.map { outcome in
      Bug(
        bug: outcome.entry.id, title: outcome.entry.title, scenarios: outcome.entry.scenarios,
        seconds: outcome.seconds,
        results: outcome.results.map {
          Result(
            variant: $0.variant, verdict: $0.verdict.rawValue, unitSuite: $0.unitSuite,
            conformanceSuite: $0.conformanceSuite)
        })
    }
  }

  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
