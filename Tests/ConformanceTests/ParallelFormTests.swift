import Foundation
import ShowcaseCore
import TestSupport
import Testing

/// Keeps the variants parallel where their patterns do not ask otherwise: on each screen, the
/// role that takes the user's events has one method per event, named after what the user did,
/// under the same name in every variant. A diff between two variants then lines up, and a
/// rename in one variant fails here.
@Suite("Parallel form")
struct ParallelFormTests {
  /// What the user can do on each screen, as the event methods' signatures.
  static let events: [String: [String]] = [
    "Greeting": ["showGreetingTapped()"],
    "Subjects": ["retryTapped()", "rowSelected(at:)"],
    "AllSubjects": ["rowSelected(at:)"],
    "Practice": [],
  ]

  @Test(
    "Each screen's presentation role takes the user's events under the same names",
    arguments: Variant.underTest)
  func sameEventsUnderTheSameNames(variant: Variant) throws {
    // The role that takes the user's events, as its pattern target declares it.
    let role = variant.eventTaker
    for (screen, expected) in Self.events.sorted(by: { $0.key < $1.key }) {
      let path = "Sources/\(variant.name)/\(screen)\(role).swift"
      let text = try String(
        contentsOf: SpecFile.packageRoot.appendingPathComponent(path), encoding: .utf8)
      #expect(Self.eventMethods(in: text) == expected.sorted(), "\(path)")
    }
  }

  @Test("An event method is found by its name and labels, and a renamed one is told apart")
  func eventMethodsAreReadWithTheirLabels() {
    let source = """
      func viewWillAppear() {}
      private func retryTapped() { load() }
      func rowSelected(at row: Int) {}
      func subjectSelected(_ subject: Subject) {}
      // func commentedTapped() {}
      func showGreetingButtonTapped() {}
      """
    #expect(
      Self.eventMethods(in: source) == [
        "retryTapped()", "rowSelected(at:)", "showGreetingButtonTapped()", "subjectSelected(_:)",
      ])
  }

  /// The signatures of the methods named after a user's action (`…Tapped`, `…Selected`), in
  /// code, not in comments.
  static func eventMethods(in text: String) -> [String] {
    let pattern = /^\s*(?:[a-z@]+\s+)*func\s+(\w+(?:Tapped|Selected))\(([^)]*)\)/
    return text.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.firstMatch(of: pattern) else { return nil }
      let labels = match.output.2.split(separator: ",").map { parameter in
        (parameter.split(separator: " ").first.map(String.init) ?? "") + ":"
      }
      return "\(match.output.1)(\(labels.joined()))"
    }
    .sorted()
  }
}

/// Keeps the variants' list, their targets and the README in step: a pattern target that is not
/// in `Variant.all` would be left out of every command and table. (`PatternPageTests` keeps the
/// pattern pages' sections in step.)
@Suite("Every variant in its place")
struct VariantPlacesTests {
  @Test(
    "Every pattern target, a folder with a Feature.swift, is a variant, and every variant has one")
  func everyPatternTargetIsAVariant() throws {
    let sources = SpecFile.packageRoot.appendingPathComponent("Sources")
    let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      FileManager.default.fileExists(
        atPath: sources.appendingPathComponent("\($0)/Feature.swift").path)
    }
    #expect(Set(targets) == Set(Variant.all.map(\.name)))
  }

  @Test("The README's layout names every pattern's target and its unit suite")
  func readmeLayoutNamesEveryVariant() throws {
    let readme = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n").map { Set($0.split(separator: " ").map(String.init)) }
    let targets = Set(Variant.all.map { "\($0.name)/" })
    let suites = Set(Variant.all.map { "\($0.name)Tests/" })
    #expect(lines.contains { targets.isSubset(of: $0) }, "a line listing \(targets.sorted())")
    #expect(lines.contains { suites.isSubset(of: $0) }, "a line listing \(suites.sorted())")
  }
}
