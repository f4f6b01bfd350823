import Foundation
import ShowcaseCore
import ShowcaseSupport

/// A form the rules judge: a variant, by its own pattern's rules, or an exhibit, by the rules of
/// the pattern it is a form of.
struct JudgedForm: Sendable, CustomStringConvertible {
  let name: String
  /// The pattern whose rules judge the form, by its variant's name.
  let pattern: String
  let folder: String
  let exhibit: Exhibit?

  var description: String { name }

  /// None for a variant; for an exhibit, those its articles say it breaks.
  var expectedBreaks: [String] { exhibit?.breaks.map(\.rule) ?? [] }

  static func variant(_ variant: Variant) -> JudgedForm {
    JudgedForm(
      name: variant.name, pattern: variant.name, folder: "Sources/\(variant.name)", exhibit: nil)
  }

  static func exhibit(_ exhibit: Exhibit) -> JudgedForm {
    JudgedForm(
      name: exhibit.name, pattern: exhibit.judgedBy, folder: exhibit.folder, exhibit: exhibit)
  }

  /// The variants, then the exhibits: the rows of the verdict table.
  static func all(variants: [Variant], exhibits: [Exhibit] = Exhibit.all) -> [JudgedForm] {
    variants.map(variant) + exhibits.map(exhibit)
  }
}

/// How a form fares against each rule of its pattern.
struct RuleVerdict: Sendable {
  struct Outcome: Sendable {
    let rule: PatternRule
    /// As `path:line`.
    let offences: [String]
    /// A rule that reads no file keeps nothing: it counts as broken.
    let appliesToAFile: Bool

    var isKept: Bool { appliesToAFile && offences.isEmpty }

    /// Each file with its lines (`Sources/MVC/A.swift:3, 8`), or that it applies to no file.
    var whereBroken: String {
      guard appliesToAFile else { return "it applies to no file" }
      var files: [(path: Substring, lines: [Substring])] = []
      for offence in offences {
        let colon = offence.lastIndex(of: ":") ?? offence.endIndex
        let (path, line) = (offence[..<colon], offence[colon...].dropFirst())
        if files.last?.path == path {
          files[files.count - 1].lines.append(line)
        } else {
          files.append((path, [line]))
        }
      }
      return files.map { "\($0.path):\($0.lines.joined(separator: ", "))" }
        .joined(separator: "; ")
    }
  }

  let form: JudgedForm
  let outcomes: [Outcome]

  var kept: Int { outcomes.filter(\.isKept).count }
  var broken: [Outcome] { outcomes.filter { !$0.isKept } }
  var isAsExpected: Bool { Set(broken.map(\.rule.id)) == Set(form.expectedBreaks) }

  /// A line for each rule broken that should be kept, or kept that should be broken.
  var differences: [String] {
    guard !outcomes.isEmpty else { return ["\(form.name): \(form.pattern) has no rules"] }
    let expected = Set(form.expectedBreaks)
    let unexpected = broken.filter { !expected.contains($0.rule.id) }.map {
      "\(form.name) breaks \($0.rule.id): \($0.whereBroken)"
    }
    let brokenIDs = Set(broken.map(\.rule.id))
    let missing = form.expectedBreaks.filter { !brokenIDs.contains($0) }.map { id in
      outcomes.contains { $0.rule.id == id }
        ? "\(form.name) keeps \(id), which is declared broken"
        : "\(form.name) is said to break \(id), which is no rule of \(form.pattern)"
    }
    return unexpected + missing
  }
}

/// Judges forms by their patterns' rules, reading the package at one root.
struct RuleCheck: Sendable {
  let packageRoot: URL
  let ground: RuleGround

  init(packageRoot: URL) throws {
    self.packageRoot = packageRoot
    ground = try RuleGround(packageRoot: packageRoot)
  }

  func verdict(on form: JudgedForm) throws -> RuleVerdict {
    var files: [String: [RuleFile]] = [:]
    let outcomes = try (PatternRule.all[form.pattern] ?? []).map { rule in
      let folder = rule.folder(judging: form)
      if files[folder] == nil {
        files[folder] = try RuleFile.files(in: folder, packageRoot: packageRoot)
      }
      let read = files[folder] ?? []
      return RuleVerdict.Outcome(
        rule: rule, offences: rule.offences(in: read, ground: ground),
        appliesToAFile: read.contains { rule.applies($0.name) })
    }
    return RuleVerdict(form: form, outcomes: outcomes)
  }
}

/// The verdict on every form, a row each, that `showcase rules` prints and Docs/Forms.md keeps
/// in its region `rules`.
struct VerdictTable {
  let verdicts: [RuleVerdict]

  /// In Markdown, a form's broken rules in one cell; as text, one a row.
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

  /// A line per rule broken: the reason its exhibit declares (with `lines`, where too), or,
  /// undeclared, where it is broken.
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

  var markdown: String {
    ([table(markdown: true).markdown, ""] + reasons(markdown: true, lines: false))
      .joined(separator: "\n")
  }
}
