import ShowcaseCore
import ShowcaseSupport

/// The verdict of the rules on every form, a row each: the variants, then the exhibits, with the
/// pattern whose rules judge the form, the rules it keeps, the ones it breaks, and whether that
/// is what is expected of it. `showcase rules` prints it; Docs/Forms.md keeps it in its region
/// `rules`.
struct VerdictTable {
  let verdicts: [RuleVerdict]

  /// The table: in Markdown, the broken rules of a form in one cell, in backticks; as text,
  /// one a line, the first on the form's row and the others on the rows below it.
  func table(markdown: Bool) -> ReportTable {
    ReportTable(
      headers: ["Form", "Kind", "Judged by", "Rules kept", "Broken", "As declared"],
      rows: verdicts.flatMap { verdict -> [[String]] in
        let form = verdict.form
        let kind = form.exhibit.map { "exhibit (\($0.articles.joined(separator: ", ")))" }
        let broken = verdict.broken.map { markdown ? "`\($0.rule.id)`" : $0.rule.id }
        let row = [
          form.name, kind ?? "variant", form.pattern,
          "\(verdict.kept) of \(verdict.outcomes.count)",
          broken.isEmpty ? "none" : markdown ? broken.joined(separator: ", ") : broken[0],
          verdict.isAsExpected ? "yes" : "no",
        ]
        let more = markdown ? [] : broken.dropFirst().map { ["", "", "", "", $0, ""] }
        return [row] + more
      },
      rightAlignsValues: false)
  }

  /// A line for each rule broken: the reason its exhibit declares, or, for a rule no one said
  /// the form breaks, where it is broken. With `lines`, a declared break says where too.
  func reasons(markdown: Bool, lines: Bool) -> [String] {
    verdicts.flatMap { verdict in
      verdict.broken.map { outcome in
        let declared = verdict.form.exhibit?.breaks.first { $0.rule == outcome.rule.id }
        let subject =
          markdown
          ? "- `\(verdict.form.name)` breaks `\(outcome.rule.id)`"
          : "\(verdict.form.name) breaks \(outcome.rule.id)"
        guard let declared else { return "\(subject): broken at \(outcome.whereBroken)." }
        return lines
          ? "\(subject) (\(outcome.whereBroken)): \(declared.reason)."
          : "\(subject): \(declared.reason)."
      }
    }
  }

  /// The region of Docs/Forms.md: the table, then a line per broken rule.
  var markdown: String {
    ([table(markdown: true).markdown, ""] + reasons(markdown: true, lines: false))
      .joined(separator: "\n")
  }
}
