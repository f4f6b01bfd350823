import Foundation
import ShowcaseCore

/// A build of a pattern that the rules judge: one of the variants, judged by its own pattern's
/// rules, or an exhibit, judged by the rules of the pattern it is a form of.
struct JudgedForm: Sendable, CustomStringConvertible {
  /// `MVC`, `MassiveMVC`: the target's name.
  let name: String
  /// The pattern whose rules judge the form, by its variant's name.
  let pattern: String
  /// The form's folder, from the package's root: `Sources/MVC`, `Sources/Exhibits/MassiveMVC`.
  let folder: String
  /// The exhibit, if the form is one.
  let exhibit: Exhibit?

  var description: String { name }

  /// The rules the form is expected to break: none for a variant; for an exhibit, those its
  /// articles say it breaks.
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
  /// One rule's outcome: kept, or broken at some lines of the form.
  struct Outcome: Sendable {
    let rule: PatternRule
    /// The lines that break the rule, as `path:line`.
    let offences: [String]
    /// Whether the rule applies to any file the form has. A rule that reads nothing keeps
    /// nothing: it counts as broken.
    let appliesToAFile: Bool

    var isKept: Bool { appliesToAFile && offences.isEmpty }

    /// Where the rule is broken, in one line: each file with its lines
    /// (`Sources/MVC/A.swift:3, 8`), or that the rule applies to no file.
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

  /// Whether the form breaks exactly the rules it is expected to break.
  var isAsExpected: Bool {
    Set(broken.map(\.rule.id)) == Set(form.expectedBreaks)
  }

  /// One line for each way the form differs from what is expected of it: a rule broken that
  /// should be kept, or kept that should be broken. Empty when the verdict is as expected.
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

/// Judges forms by their patterns' rules, reading the package at one root: the runner's
/// (`Console.packageRoot`) or, in the tests, the checkout's.
struct RuleCheck: Sendable {
  let packageRoot: URL
  let ground: RuleGround

  init(packageRoot: URL) throws {
    self.packageRoot = packageRoot
    ground = try RuleGround(packageRoot: packageRoot)
  }

  /// The verdict of `form`'s pattern's rules on `form`. A pattern with no rules gives none.
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
