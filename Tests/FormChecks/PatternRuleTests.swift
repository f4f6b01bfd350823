import ShowcaseCore
import Testing

/// Checks each pattern's defining rules over the source of its target (the rules are in
/// Rules/, one file per pattern, and each pattern page lists its own). Each rule also proves it
/// can fail: run on a made-up file that breaks it, it names the breaking lines.
@Suite("Pattern rules")
struct PatternRuleTests {
  static let rules = PatternRule.all.values.joined().sorted { $0.id < $1.id }

  @Test("Every variant passes every rule of its own pattern", arguments: Variant.all)
  func variantPassesItsRules(variant: Variant) throws {
    let rules = try #require(PatternRule.all[variant.name], "\(variant.name) has no rules")
    #expect(!rules.isEmpty)
    for rule in rules {
      let files = PatternRule.files[rule.folder] ?? []
      // A rule that applies to no file would pass without checking anything.
      #expect(files.contains { rule.applies($0.name) }, "\(rule.id) applies to no file")
      let offences = rule.offences(in: files)
      #expect(offences.isEmpty, "\(rule.id) (\(rule.statement)) broken at \(offences)")
    }
  }

  @Test("Each rule names the lines of a made-up file that breaks it", arguments: rules)
  func ruleCanFail(rule: PatternRule) {
    // Given
    let example = rule.counterexample
    let file = RuleFile(path: "Made/\(example.name)", text: example.text)

    // When
    let offences = rule.offences(in: [file])

    // Then
    #expect(rule.applies(example.name))
    #expect(offences == example.lines.map { "Made/\(example.name):\($0)" })
  }

  @Test("A rule's breaking lines, commented out, break nothing", arguments: rules)
  func commentsBreakNoRule(rule: PatternRule) {
    // Given
    let example = rule.counterexample
    let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false)
    let commented = lines.indices.map {
      example.lines.contains($0 + 1) ? "// \(lines[$0])" : lines[$0]
    }
    let file = RuleFile(path: example.name, text: commented.joined(separator: "\n"))

    // When
    let offences = rule.offences(in: [file])

    // Then
    #expect(offences == [])
  }

  @Test("Each rule's id starts with its pattern's name, and ids are unique")
  func idsNameTheirPattern() {
    for (pattern, rules) in PatternRule.all {
      #expect(rules.allSatisfy { $0.id.hasPrefix("\(pattern).") }, "\(pattern)")
    }
    #expect(Set(Self.rules.map(\.id)).count == Self.rules.count)
  }
}
