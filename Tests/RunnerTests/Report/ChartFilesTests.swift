import Foundation
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseMeasures

/// `report --write` draws the charts into Docs/charts/ and `report --check` names each one that
/// is missing or stale, on a tiny package in a temporary folder.
@MainActor
struct ChartFilesTests {
  private static let charts = ReportCharts.files(.init(figures: [])).map(\.path)
  private static let rerun = "run: swift run showcase report --write"

  /// A package root holding a one-ID spec, one MVC source file and a Comparison.md with one
  /// region, which no chart depends on.
  private static func makePackage() throws -> URL {
    let root = TestFolder.name("chart-tests")
    let files = [
      "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
      "Sources/MVC/GreetingViewController.swift":
        "/// Role.\nfinal class GreetingViewController {}\n",
      "Docs/Comparison.md":
        "# Comparison\n\n<!-- report:scenarios:begin -->\n<!-- report:scenarios:end -->\n",
    ]
    try TestFolder.write(files, into: root)
    return root
  }

  @Test("check names each missing chart; write draws them; then check passes")
  func missingThenWritten() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let missing = await CommandRun.of(["report", "--check"], in: root)
    let write = await CommandRun.of(["report", "--write"], in: root)
    let fresh = await CommandRun.of(["report", "--check"], in: root)
    let again = await CommandRun.of(["report", "--write"], in: root)

    // Then
    #expect(
      Self.charts == [
        "Docs/charts/production.svg", "Docs/charts/tests.svg", "Docs/charts/mutation.svg",
        "Docs/charts/change-cost.svg",
      ])
    #expect(missing.status == 1)
    #expect(
      missing.error.filter { $0.hasPrefix("Docs/charts/") }
        == Self.charts.map { "\($0): missing; \(Self.rerun)" })
    #expect(write.status == 0)
    #expect(Self.charts.allSatisfy { write.output.contains("\($0): chart drawn") })
    #expect(fresh.status == 0, "\(fresh.error)")
    #expect(fresh.output.contains("charts are up to date"))
    #expect(again.status == 0)
    #expect(Self.charts.allSatisfy { again.output.contains("\($0): up to date") })
  }

  @Test("a chart whose figures changed, or whose file was edited, is stale until write")
  func staleThenWritten() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = await CommandRun.of(["report", "--write"], in: root)
    let production = root.appendingPathComponent("Docs/charts/production.svg")
    let before = try String(contentsOf: production, encoding: .utf8)

    // When: MVC gains a type and a line of code, and someone edits the tests chart.
    try TestFolder.write(
      [
        "Sources/MVC/GreetingViewController.swift":
          "/// Role.\nfinal class GreetingViewController {}\nstruct Extra {}\n",
        "Docs/charts/tests.svg": "<svg />\n",
      ], into: root)
    let stale = await CommandRun.of(["report", "--check"], in: root)
    let write = await CommandRun.of(["report", "--write"], in: root)
    let fresh = await CommandRun.of(["report", "--check"], in: root)

    // Then
    #expect(stale.status == 1)
    #expect(
      stale.error == [
        "Docs/charts/production.svg: stale chart; \(Self.rerun)",
        "Docs/charts/tests.svg: stale chart; \(Self.rerun)",
      ])
    #expect(write.status == 0)
    #expect(fresh.status == 0, "\(fresh.error)")
    let after = try String(contentsOf: production, encoding: .utf8)
    #expect(before.contains(">1</text>") && !before.contains(">2</text>"))
    #expect(after.contains(">2</text>"))
  }

  @Test("Docs/Comparison.md shows every chart the report draws")
  func comparisonShowsEveryChart() throws {
    // Given
    let comparison = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/Comparison.md"),
      encoding: .utf8)

    // Then: each is linked from Docs/, where Comparison.md is.
    for path in Self.charts {
      #expect(comparison.contains("](\(path.dropFirst("Docs/".count)))"))
    }
  }
}
