import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase rules`: the verdict of each pattern's defining rules on its variant and on the
/// exhibits of its other forms. It fails when a variant breaks a rule of its pattern, or an
/// exhibit breaks other rules than its articles say: CI runs it.
@MainActor
package enum RulesCommand {
  package static let help = """
    showcase rules: each pattern's defining rules, checked over the variants and the exhibits.

    Usage: swift run showcase rules [--format text|markdown]

    Checks the rules of each pattern (Sources/ShowcaseMeasures/Rules) over the code of its
    variant, and over the exhibits of its other forms (Sources/Exhibits/, Docs/Forms.md). Prints a
    row per form: the rules it keeps and those it breaks, then why each is broken. A variant
    must keep every rule of its pattern; an exhibit must break exactly the rules declared for
    it. Exit status 1 when a form does otherwise, with a line for each difference.
    Run it from the package's root folder.

    \(RulesOptions.options.help)
    """

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

  static func verdicts(variants: [Variant], packageRoot: URL) throws -> VerdictTable {
    let check = try RuleCheck(packageRoot: packageRoot)
    return VerdictTable(
      verdicts: try JudgedForm.all(variants: variants).map { try check.verdict(on: $0) })
  }
}

package struct RulesOptions: Sendable, Equatable {
  var format: ListingFormat = .text

  static let options: CommandOptions = "--format F     text or markdown (default: text)"

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--format": options.format = try reader.choice(ListingFormat.self, what: "format")
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
