import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseMeasures

/// Checks each pattern's defining rules over the source of its variant, and over the exhibits of
/// its other forms (the rules are in ShowcaseMeasures' Rules/, one file per pattern, and each
/// pattern page lists its own; `showcase rules` prints the same verdicts). Each rule also proves
/// it can fail: run on a made-up file that breaks it, it names the breaking lines.
@Suite("Pattern rules")
struct PatternRuleTests {
  static let rules = PatternRule.all.values.joined().sorted { $0.id < $1.id }
  /// The checkout's rules, read as the runner reads them, from the package's root.
  static let check = Result { try RuleCheck(packageRoot: SpecFile.packageRoot) }

  @Test("Every variant passes every rule of its own pattern", arguments: Variant.all)
  func variantPassesItsRules(variant: Variant) throws {
    // When
    let verdict = try Self.check.get().verdict(on: .variant(variant))

    // Then
    #expect(!verdict.outcomes.isEmpty, "\(variant.name) has no rules")
    for outcome in verdict.outcomes {
      // A rule that applies to no file would pass without checking anything.
      #expect(outcome.appliesToAFile, "\(outcome.rule.id) applies to no file")
      #expect(
        outcome.offences.isEmpty,
        "\(outcome.rule.id) (\(outcome.rule.statement)) broken at \(outcome.offences)")
    }
  }

  @Test("Each exhibit breaks exactly the rules declared for it", arguments: Exhibit.all)
  func exhibitBreaksItsDeclaredRules(exhibit: Exhibit) throws {
    // When
    let verdict = try Self.check.get().verdict(on: .exhibit(exhibit))

    // Then
    #expect(!verdict.outcomes.isEmpty, "\(exhibit.judgedBy) has no rules")
    #expect(verdict.outcomes.filter { !$0.appliesToAFile }.map(\.rule.id) == [])
    #expect(verdict.broken.map(\.rule.id).sorted() == exhibit.breaks.map(\.rule).sorted())
    #expect(verdict.differences == [])
  }

  @Test("Each rule names the lines of a made-up file that breaks it", arguments: rules)
  func ruleCanFail(rule: PatternRule) throws {
    // Given
    let example = rule.counterexample
    let file = RuleFile(path: "Made/\(example.name)", text: example.text)

    // When
    let offences = rule.offences(in: [file], ground: try Self.check.get().ground)

    // Then
    #expect(rule.applies(example.name))
    #expect(offences == example.lines.map { "Made/\(example.name):\($0)" })
  }

  @Test("A rule's breaking lines, commented out, break nothing", arguments: rules)
  func commentsBreakNoRule(rule: PatternRule) throws {
    // Given
    let example = rule.counterexample
    let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false)
    let commented = lines.indices.map {
      example.lines.contains($0 + 1) ? "// \(lines[$0])" : lines[$0]
    }
    let file = RuleFile(path: example.name, text: commented.joined(separator: "\n"))

    // When
    let offences = rule.offences(in: [file], ground: try Self.check.get().ground)

    // Then
    #expect(offences == [])
  }

  @Test("Each rule's id starts with its pattern's name, and ids are unique")
  func idsNameTheirPattern() {
    for (pattern, rules) in PatternRule.all {
      #expect(rules.allSatisfy { $0.pattern == pattern }, "\(pattern)")
    }
    #expect(Set(Self.rules.map(\.id)).count == Self.rules.count)
  }

  @Test("A member is told from a function's local, a closure's and a protocol's requirement")
  func membersAreToldApart() {
    // Given
    let file = RuleFile(
      path: "Made/Members.swift",
      text: """
        protocol Shows { var label: Label { get } }
        final class Screen {
          let label = Label()
          func show() {
            let local = Label()
            items.forEach { let inner = $0 }
          }
          struct Row { var title: String }
        }
        extension Screen { var count: Int { 1 } }
        """)

    // When
    let members = file.tokens.indices.filter {
      ["var", "let"].contains(file.word($0)) && file.isMember($0)
    }

    // Then
    #expect(members.map { file.word($0 + 1) } == ["label", "title", "count"])
  }

  @Test("The ground the rules read is the package's: the toolkit's views and the Model's types")
  func groundIsReadFromThePackage() throws {
    // When
    let ground = try Self.check.get().ground

    // Then
    #expect(ground.toolkitViews.isSuperset(of: ["View", "Label", "Button", "ListView"]))
    #expect(!ground.toolkitViews.contains("ViewController"))
    #expect(ground.toolkitTypes.isSuperset(of: ground.toolkitViews))
    #expect(ground.modelTypes.isSuperset(of: ["Person", "Subject", "SubjectRepository"]))
  }
}
