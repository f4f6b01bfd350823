import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseSupport

/// Keeps the unit suites comparable: each tests every scenario ID of the spec, under the
/// same function names in every variant, and the roles that must not know the toolkit don't. A
/// scenario may have more than one test (S6 with an answer on time and one that comes late):
/// then every variant has the same ones.
@Suite("Suite shape")
struct SuiteShapeTests {
  @Test("Every variant's unit suite has one test per scenario ID", arguments: Variant.all)
  func unitSuiteCoversTheSpec(variant: Variant) throws {
    let covered = Set(try UnitSuite(variant).testsByScenario().keys)
    let missing = try SpecReader.scenarioIDs(packageRoot: SpecFile.packageRoot).filter {
      !covered.contains($0)
    }
    #expect(missing == [], "\(variant.name)Tests has no @Test(\"<ID> …\") for these IDs")
  }

  @Test("A scenario's unit tests have the same function names in every variant")
  func sameNamesAcrossVariants() throws {
    let suites = try Variant.all.map { try UnitSuite($0).testsByScenario() }
    for id in try SpecReader.scenarioIDs(packageRoot: SpecFile.packageRoot) {
      let names = Set(suites.compactMap { $0[id]?.sorted().joined(separator: " and ") })
      #expect(names.count <= 1, "\(id) is tested under different names: \(names.sorted())")
    }
  }

  @Test("Docs/Comparison.md names the scenarios every suite tests twice")
  func comparisonNamesTheScenariosTestedTwice() throws {
    // Given: the IDs the Unit tests row of the comparison's prose table names (not the figures').
    let page = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/Comparison.md"),
      encoding: .utf8)
    let row = try #require(
      page.split(separator: "\n").first {
        $0.hasPrefix("| Unit tests |") && $0.contains("scenario")
      })
    let named = Set(row.matches(of: /\b[A-Z][0-9]+\b/).map { String($0.output) })

    // When: the scenarios MVC's suite tests more than once; the others use the same names.
    let mvc = try #require(Variant.named("mvc"))
    let twice = try UnitSuite(mvc).testsByScenario().filter { $0.value.count > 1 }.keys

    // Then
    #expect(named == Set(twice), "\(row)")
  }

  @Test("The suites' tests are read with every name a scenario is tested under")
  func testsAreReadByScenario() {
    let text = """
      @Test("S6 an older answer never overwrites a newer one")
      func olderAnswerNeverOverwritesNewerOne() async throws {}
      @Test("S6 an older answer that arrives late changes nothing")
      @MainActor func olderAnswerArrivingLateChangesNothing() async throws {}
      @Test("Selecting a row that is not there does nothing")
      func selectingMissingRowDoesNothing() {}
      """
    #expect(
      UnitSuite.testsByScenario(in: [text]) == [
        "S6": ["olderAnswerArrivingLateChangesNothing", "olderAnswerNeverOverwritesNewerOne"]
      ])
  }

  @Test("The roles a pattern keeps free of the toolkit, and their tests, do not import it")
  func presentationRolesStayFreeOfTheToolkit() throws {
    let root = SpecFile.packageRoot
    for variant in Variant.all where !variant.toolkitFree.isEmpty {
      // What the pattern target declares free of the toolkit, and the tests of those roles.
      let sources = try StaticMeasure.swiftFiles(in: "Sources/\(variant.name)", packageRoot: root)
        .filter { path, _ in variant.toolkitFree.contains { path.hasSuffix("\($0).swift") } }
      let suite = "Tests/\(variant.name)Tests"
      let tests = try StaticMeasure.swiftFiles(in: suite, packageRoot: root)
        .filter { path, _ in variant.toolkitFree.contains { path.hasSuffix("\($0)Tests.swift") } }
      #expect(!sources.isEmpty, "Sources/\(variant.name) has no \(variant.toolkitFree) files")
      // A suite whose seam is another role tests these roles through it, in no file of theirs.
      #expect(
        tests.isEmpty == Self.testedThroughAnotherRole.contains(variant.name),
        "\(suite): \(tests.map(\.0))")
      for (path, text) in sources + tests {
        #expect(!SourceScanner.scanningOnce(text).imports("ViewKit"), "\(path) imports ViewKit")
      }
    }
  }

  /// The variants whose suites test the roles kept free of the toolkit only through the role
  /// that takes the events: MVVM with handlers sends every event to its business handlers.
  static let testedThroughAnotherRole: Set<String> = ["MVVMWithHandlers"]
}

/// A variant's unit suite, read from `Tests/<Name>Tests`.
struct UnitSuite {
  let folder: String

  init(_ variant: Variant) {
    folder = "Tests/\(variant.name)Tests"
  }

  /// The function names of the `@Test("<ID> …") func name()`s, by scenario ID.
  func testsByScenario() throws -> [String: Set<String>] {
    Self.testsByScenario(
      in: try StaticMeasure.swiftFiles(in: folder, packageRoot: SpecFile.packageRoot).map(\.1))
  }

  /// Read by the package's lexer: a test's display name that starts with a scenario ID.
  static func testsByScenario(in texts: [String]) -> [String: Set<String>] {
    var tests: [String: Set<String>] = [:]
    for text in texts {
      for test in SourceScanner.scanningOnce(text).tests {
        guard let name = test.displayName,
          let id = name.split(separator: " ").first, id.wholeMatch(of: /[A-Z][0-9]+/) != nil
        else { continue }
        tests[String(id), default: []].insert(test.name)
      }
    }
    return tests
  }
}

/// The pattern pages read side by side: the same sections, in the same order.
@Suite("Pattern pages")
struct PatternPageTests {
  @Test("Every pattern page has the same sections in the same order")
  func sameSections() throws {
    let sections = try Variant.all.map { variant in
      try String(
        contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/\(variant.name).md"),
        encoding: .utf8
      )
      .split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
    }
    #expect(
      sections.first == [
        "## Intent", "## Roles and files", "## Who owns and calls whom", "## How it is tested",
        "## Trade-offs",
      ])
    for (variant, page) in zip(Variant.all, sections) {
      #expect(page == sections.first, "Docs/\(variant.name).md")
    }
  }
}
