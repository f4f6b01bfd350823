import Foundation
import ShowcaseSupport

/// The mutation table, one column a variant, as `showcase mutate` prints it and as the
/// `mutation` region of Docs/Comparison.md holds it, with the survivors listed under it.
package enum MutationTable {
  /// The figures that are the same on every machine: what the region and `--check` compare.
  static func table(_ record: MutationRecord) -> ReportTable {
    let entries = record.variants
    func row(_ title: String, _ value: (MutationRecord.Entry) -> String) -> [String] {
      [title] + entries.map(value)
    }
    return ReportTable(
      headers: ["Figure"] + entries.map(\.variant),
      rows: [
        row("Mutants") { "\($0.mutants)" },
        row("Killed by its own unit suite") { scored($0.killedByUnitSuite, of: $0.compiled) },
        row("Killed by the conformance suite") {
          scored($0.killedByConformanceSuite, of: $0.compiled)
        },
        row("Survivors of both") { "\($0.survivors.count)" },
        row("Compile errors (not scored)") { "\($0.compileErrors)" },
        row("Code and suites fingerprint") { $0.fingerprint },
      ])
  }

  /// The time figures of a run, which change with the machine: printed, never recorded.
  static func timeRows(_ runs: [VariantMutation]) -> [[String]] {
    [
      ["Time"] + runs.map { NumberText.decimal($0.seconds) + " s" },
      ["Mutants per minute"] + runs.map { "\(Int($0.mutantsPerMinute.rounded()))" },
    ]
  }

  /// `83 (91.2%)`: killed mutants, and their share of the compiled ones.
  static func scored(_ killed: Int, of compiled: Int) -> String {
    "\(killed) (\(NumberText.decimal(percent(killed, of: compiled)))%)"
  }

  /// The share of the compiled mutants that `killed` is, in percent; 0 when none compiled.
  static func percent(_ killed: Int, of compiled: Int) -> Double {
    compiled == 0 ? 0 : Double(killed) * 100 / Double(compiled)
  }

  /// Each recorded variant's scores, in percent of its compiled mutants: what the mutation
  /// chart draws.
  package static func scores(
    _ record: MutationRecord
  ) -> [(variant: String, unitSuite: Double, conformanceSuite: Double)] {
    record.variants.map { entry in
      (
        entry.variant, percent(entry.killedByUnitSuite, of: entry.compiled),
        percent(entry.killedByConformanceSuite, of: entry.compiled)
      )
    }
  }

  /// What the `mutation` region holds: the table, then each variant's survivors.
  static func region(_ record: MutationRecord) -> String {
    var lines = [table(record).markdown, "", "Survivors of both suites:", ""]
    for entry in record.variants {
      if entry.survivors.isEmpty {
        lines.append("- \(entry.variant): none")
      }
      for survivor in entry.survivors {
        lines.append("- \(entry.variant) `\(survivor)`")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The region when no run is recorded yet.
  static let unrecorded = "No mutation run recorded: run `swift run showcase mutate --write`."

  /// The text report: the table with the time rows, then the survivors by variant.
  static func text(_ runs: [VariantMutation], record: MutationRecord) -> [String] {
    let table = table(record)
    let full = ReportTable(headers: table.headers, rows: table.rows + timeRows(runs))
    var lines = full.text.split(separator: "\n").map(String.init)
    for entry in record.variants {
      lines += ["", "\(entry.variant) survivors (\(entry.survivors.count))"]
      lines += entry.survivors.map { "  \($0)" }
    }
    return lines
  }
}
