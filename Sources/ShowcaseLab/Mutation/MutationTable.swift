import Foundation
import ShowcaseSupport

/// The mutation table, one column a variant, with the survivors under it: printed by
/// `showcase mutate` and held in the `mutation` region of Docs/Comparison.md.
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

  /// `83 (91.2%)`: killed mutants, and their share of the compiled ones.
  static func scored(_ killed: Int, of compiled: Int) -> String {
    "\(killed) (\(NumberText.decimal(percent(killed, of: compiled)))%)"
  }

  static func percent(_ killed: Int, of compiled: Int) -> Double {
    compiled == 0 ? 0 : Double(killed) * 100 / Double(compiled)
  }

  /// Each recorded variant's scores, for the mutation chart.
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

  /// The text report: the table with the time rows (they change with the machine, so they are
  /// never recorded), then the survivors by variant.
  static func text(_ runs: [VariantMutation], record: MutationRecord) -> [String] {
    let table = table(record)
    let time = [
      ["Time"] + runs.map { NumberText.decimal($0.seconds) + " s" },
      ["Mutants per minute"] + runs.map { "\(Int($0.mutantsPerMinute.rounded()))" },
    ]
    let full = ReportTable(headers: table.headers, rows: table.rows + time)
    var lines = full.text.split(separator: "\n").map(String.init)
    for entry in record.variants {
      lines += ["", "\(entry.variant) survivors (\(entry.survivors.count))"]
      lines += entry.survivors.map { "  \($0)" }
    }
    return lines
  }
}
