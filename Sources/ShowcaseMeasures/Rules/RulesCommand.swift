import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase rules`: the verdict of each pattern's defining rules on its variant and on the
/// exhibits of its other forms, read from the package's sources. It fails when a variant breaks
/// a rule of its pattern, or an exhibit breaks other rules than its articles say: CI runs it.
@MainActor
package enum RulesCommand {
  package static func run(_ options: RulesOptions, in console: Console) -> Int32 {
    let command = "showcase rules"
    guard console.findsPackage(for: command) else { return ExitCode.noInput }
    let table: VerdictTable
    do {
      table = try verdicts(variants: console.variants, packageRoot: console.packageRoot)
    } catch let failure {
      console.error("\(command): cannot read the sources: \(failure)")
      return ExitCode.noInput
    }
    let markdown = options.format == .markdown
    let reasons = table.reasons(markdown: markdown, lines: !markdown)
    // Text is for a person: its lines wrap to the width. Markdown is for the docs.
    let width = markdown ? nil : Optional(console.width(nil, command: "showcase rules"))
    if markdown {
      console.outputLines(of: table.table(markdown: true).markdown)
      if !reasons.isEmpty { console.outputLines(of: ([""] + reasons).joined(separator: "\n")) }
    } else if let width {
      // The reasons wrap to the width; a row of the table cannot, and says so.
      let lines = table.table(markdown: false).text.split(separator: "\n").map(String.init)
      console.show(
        lines + (reasons.isEmpty ? [] : [""])
          + reasons.flatMap { LineWrap.hanging($0, width: width) },
        width: width, command: command,
        why: "a row of the table is one line (try --format markdown)")
    }
    let differences = table.verdicts.flatMap(\.differences)
    guard differences.isEmpty else {
      for difference in differences { console.error("\(command): \(difference)") }
      return ExitCode.differ
    }
    console.output("")
    let verdict =
      "\(table.verdicts.count) forms: every variant keeps the rules of its pattern, and every "
      + "exhibit breaks just the rules declared for it."
    (width.map { LineWrap.hanging(verdict, width: $0) } ?? [verdict]).forEach(console.output)
    return ExitCode.success
  }

  /// The verdict on each of `variants`, then on each exhibit, read from `packageRoot`.
  static func verdicts(variants: [Variant], packageRoot: URL) throws -> VerdictTable {
    let check = try RuleCheck(packageRoot: packageRoot)
    return VerdictTable(
      verdicts: try JudgedForm.all(variants: variants).map { try check.verdict(on: $0) })
  }
}
