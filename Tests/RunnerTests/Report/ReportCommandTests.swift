import Foundation
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

@testable import ShowcaseCommandLine
@testable import ShowcaseDemo
@testable import ShowcaseMeasures
@testable import ShowcaseSupport

/// `showcase report` and `showcase compare-tests` on a tiny package written to a temporary
/// folder: never on the repository itself, and never running `swift test`.
@MainActor
struct ReportCommandTests {
  /// A package root holding a two-ID spec, one MVC source file, one MVC test file and a
  /// Comparison.md whose regions hold `stale`.
  private static func makePackage() throws -> URL {
    let root = TestFolder.name("report-tests")
    let files = [
      "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n| G2 | Two. |\n",
      "Sources/MVC/GreetingViewController.swift":
        "/// Role.\nfinal class GreetingViewController {}\n",
      "Tests/MVCTests/GreetingTests.swift": SourceFixtures.suite,
      "Tests/MVCTests/BracesTests.swift": SourceFixtures.braces,
      "Docs/Comparison.md": """
      # Comparison

      <!-- report:static:begin -->
      stale
      <!-- report:static:end -->

      Reading kept as written.

      <!-- report:scenarios:begin -->
      <!-- report:scenarios:end -->
      """,
    ]
    try TestFolder.write(files, into: root)
    return root
  }

  @Test func jsonReportParsesAndHoldsTheStaticFigures() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let result = await CommandRun.of(["report", "--static", "--format", "json"], in: root)

    // Then
    #expect(result.status == 0)
    let json = result.output.joined(separator: "\n")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let variants = try #require(report["variants"] as? [[String: Any]])
    #expect(variants.compactMap { $0["name"] as? String } == Variant.all.map(\.name))
    let summary = try #require(variants.first?["summary"] as? [String: Any])
    #expect(summary["productionLines"] as? Int == 1)
    #expect(summary["tests"] as? Int == 5)
    #expect(summary["parameterizedTests"] as? Int == 1)
    #expect(summary["doubles"] as? Int == 2)
    #expect(summary["scenariosCovered"] as? Int == 2)
    #expect(summary["scenariosViewFree"] as? Int == 2)
    #expect(report["specIDs"] as? [String] == ["G1", "G2"])
  }

  @Test func checkReportsAStaleRegionThenPassesAfterWrite() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let stale = await CommandRun.of(["report", "--check"], in: root)
    let write = await CommandRun.of(["report", "--write"], in: root)
    let fresh = await CommandRun.of(["report", "--check"], in: root)

    // Then
    let charts = ReportCharts.files(.init(figures: [])).map(\.path)
    #expect(stale.status == 1)
    #expect(
      stale.error
        == [
          "Docs/Comparison.md: stale region(s) static, scenarios; "
            + "run: swift run showcase report --write"
        ] + charts.map { "\($0): missing; run: swift run showcase report --write" })
    #expect(write.status == 0)
    #expect(
      write.output
        == ["Docs/Comparison.md: regions regenerated"]
        + GeneratedRegions.documents.dropFirst().map { "\($0): not found, left alone" }
        + charts.map { "\($0): chart drawn" })
    #expect(fresh.status == 0)
    let written = try String(
      contentsOf: root.appendingPathComponent("Docs/Comparison.md"), encoding: .utf8)
    #expect(written.contains("Reading kept as written."))
    #expect(written.contains("| Unit tests | 5 | 0 | 0 | 0 |"))
    #expect(!written.contains("stale"))
  }

  @Test func unknownOptionNamesItAndTheChoices() async {
    // When
    let result = await CommandRun.of(
      ["report", "--colour"], in: URL(fileURLWithPath: "/nonexistent"))

    // Then
    #expect(result.status == 64)
    #expect(
      result.error == [
        "showcase report: unknown option '--colour' "
          + "(expected --static, --format, --pattern, --write, --check or --help)"
      ])
  }

  @Test func checkRefusesAnUnknownRegionAsWrongData() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let comparison = root.appendingPathComponent("Docs/Comparison.md")
    try "<!-- report:nonsense:begin -->\n<!-- report:nonsense:end -->\n".write(
      to: comparison, atomically: true, encoding: .utf8)

    // When
    let check = await CommandRun.of(["report", "--check"], in: root)
    let write = await CommandRun.of(["report", "--write"], in: root)

    // Then
    let problem =
      "Docs/Comparison.md: unknown region 'report:nonsense' (valid: "
      + ReportTables.regionNames.joined(separator: ", ") + ")"
    // The charts, which no document's markers hold back, are checked too.
    #expect(check.status == ExitCode.dataError)
    #expect(check.error.filter { !$0.hasPrefix("Docs/charts/") } == [problem])
    #expect(write.status == ExitCode.dataError)
    #expect(write.error == [problem])
  }

  @Test func unknownFormatNamesTheChoices() async {
    // When
    let result = await CommandRun.of(
      ["report", "--format", "html"], in: URL(fileURLWithPath: "/nonexistent"))

    // Then
    #expect(result.status == 64)
    #expect(
      result.error == ["showcase report: unknown format 'html' (expected text, json or markdown)"])
  }

  @Test func compareTestsExtractsTheWholeFunctionWithNestedBraces() {
    // When
    let extract = CompareTestsCommand.extract(id: "S6", from: SourceFixtures.braces)

    // Then
    #expect(extract == SourceFixtures.bracesS6)
  }

  @Test func compareTestsRejectsAnUnknownID() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let result = await CommandRun.of(["compare-tests", "S6", "--format", "markdown"], in: root)

    // Then: the spec of the package has no S6.
    #expect(result.status == 64)
    #expect(
      result.error == ["showcase compare-tests: unknown scenario ID 'S6' (expected one of G1, G2)"])
  }

  @Test func compareTestsAsksForAnIDNamingTheSpecsOnes() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let result = await CommandRun.of(["compare-tests", "--format", "markdown"], in: root)

    // Then
    #expect(result.status == 64)
    #expect(
      result.error == ["showcase compare-tests: missing scenario ID (expected one of G1, G2)"])
  }

  @Test func compareTestsShowsEachVariantOrItsAbsence() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let result = await CommandRun.of(["compare-tests", "g1", "--format", "markdown"], in: root)

    // Then
    #expect(result.status == 0)
    let text = result.output.joined(separator: "\n")
    #expect(
      text.hasPrefix(
        "## MVC\n\n- Setup: all in the test\n- Doubles: `GreetingViewSpy`\n\n"
          + "```swift\n@Test(\"G1 nothing is greeted before the tap\")"))
    #expect(text.contains("## MVP\n\n_No test for G1 in Tests/MVPTests._"))
  }

  @Test func compareTestsTakesItsWidthFromTheGivenEnvironment() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let result = await CommandRun.of(
      ["compare-tests", "G1"], in: root, environment: ["COLUMNS": "200"])

    // Then: columns of at least 44, with gaps of 3, as many as fit in 200: four of 47 (197),
    // then the other three in a band of their own under a blank line.
    #expect(result.status == 0)
    let header = Variant.all.prefix(4).map(\.name).map {
      $0.padding(toLength: 47, withPad: " ", startingAt: 0)
    }
    .joined(separator: " │ ")
    #expect(result.output.first == header.trimmingCharacters(in: .whitespaces))
    let secondBand = try #require(result.output.firstIndex(of: "").map { $0 + 1 })
    #expect(result.output[secondBand].hasPrefix(Variant.all[4].name + " "))
    #expect(result.output.allSatisfy { TerminalWidth.columns(of: $0) <= 200 })
  }

  @Test func compareTestsLaysOutColumnsOfEqualWidthInBands() {
    // Given: room for two columns of 44 with their gap, and three tests.
    func padded(_ text: String) -> String {
      text.padding(toLength: 44, withPad: " ", startingAt: 0)
    }
    let rule = String(repeating: "─", count: 44)

    // When
    let text = CompareTestsCommand.columns(
      [
        .init(variant: "MVC", text: "let a = 1"), .init(variant: "MVP", text: nil),
        .init(variant: "TEA", text: "let b = 2"),
      ], width: 91)

    // Then
    let firstBand: [String] = [
      padded("MVC") + " │ MVP", rule + " │ " + rule,
      padded("Setup: all in the test") + " │ (no test)", padded("Doubles: none") + " │",
      padded("") + " │", padded("let a = 1") + " │",
    ]
    let secondBand: [String] = [
      "TEA", rule, "Setup: all in the test", "Doubles: none", "", "let b = 2",
    ]
    #expect(text.components(separatedBy: "\n") == firstBand + [""] + secondBand)
  }

  @Test func compareTestsWrapsLongLinesBetweenTokens() {
    // When
    let pieces = LineWrap.code("  #expect(view.shown == [.greeting])", width: 20)

    // Then
    #expect(pieces == ["  #expect(view.shown", "  ↪ == [.greeting])"])
  }

  @Test func unknownPatternNamesTheChoices() async {
    // When
    let result = await CommandRun.of(
      ["report", "--static", "--pattern", "mvx"], in: URL(fileURLWithPath: "/nonexistent"))

    // Then
    #expect(result.status == 64)
    #expect(
      result.error == ["showcase report: unknown pattern 'mvx' (expected \(patternChoices))"])
  }

  @Test func readsTheRunnersTimeAndSumsCoverageUnderTheVariantsFolder() throws {
    // Given
    let output = "Building…\n✔ Test run with 24 tests in 4 suites passed after 0.052 seconds.\n"
    let export = try JSONDecoder().decode(
      CoverageExport.self,
      from: Data(
        """
        {"data": [{"files": [
          {"filename": "/p/Sources/MVC/A.swift", "summary": {"lines": {"count": 10, "covered": 9}}},
          {"filename": "/p/Sources/MVC/B.swift", "summary": {"lines": {"count": 5, "covered": 1}}},
          {"filename": "/p/Sources/MVCX/C.swift", "summary": {"lines": {"count": 7, "covered": 7}}}
        ]}]}
        """.utf8))

    // When
    let seconds = CoverageRunner.runnerSeconds(in: output)
    let lines = CoverageRunner.coveredLines(in: export, under: "/p/Sources/MVC")

    // Then
    #expect(seconds == 0.052)
    #expect(lines.executable == 15 && lines.covered == 10)
  }
}
