import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab
@testable import ShowcaseSupport

/// The bug hunt's record and `bugs --list`, without building anything: merging a run into the
/// record, and the record that `report --check` keeps true, on a tiny package in a temporary
/// folder.
@MainActor
struct BugHuntRecordTests {
  // MARK: The record

  private static func entry(_ bug: String, _ results: [BugResult]) -> BugHuntRecord.Entry {
    BugHuntRecord.Entry(bug: bug, title: "A slip", scenarios: ["G1"], results: results)
  }

  @Test("a run of some variants replaces theirs in the record and keeps the others'")
  func mergingKeepsTheOtherVariants() {
    // Given
    let old = BugHuntRecord(
      variants: [
        .init(variant: "MVC", fingerprint: "aaaa0000"),
        .init(variant: "MVP", fingerprint: "bbbb0000"),
      ],
      bugs: [
        Self.entry(
          "B1",
          [
            BugResult(variant: "MVC", unitSuite: ["G1 a"], conformanceSuite: ["G1"]),
            BugResult(variant: "MVP", unitSuite: [], conformanceSuite: []),
          ])
      ])
    let new = BugHuntRecord(
      variants: [.init(variant: "MVP", fingerprint: "cccc0000")],
      bugs: [Self.entry("B1", [BugResult(variant: "MVP", unitSuite: [], conformanceSuite: ["G1"])])]
    )

    // When
    let merged = old.merging(new, order: ["MVC", "MVP"])

    // Then
    #expect(merged.variants.map(\.fingerprint) == ["aaaa0000", "cccc0000"])
    #expect(merged.bugs.first?.results.map(\.verdict) == [.ownSuite, .conformanceOnly])
    #expect(
      BugHuntRecord.differences(old, new) == [
        "MVP: fingerprint cccc0000, recorded bbbb0000",
        "B1, MVP: unit suite passed; conformance suite failed “G1”, "
          + "recorded unit suite passed; conformance suite passed",
      ])
  }

  /// A package with a spec, one MVC file, a conformance test, a one-bug catalogue, and the
  /// comparison page and bug hunt page that show the bug hunt's record.
  private static func makePackage() throws -> URL {
    let root = TestFolder.name("bughunt-tests")
    let files = [
      "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
      "Sources/MVC/GreetingViewController.swift":
        "/// Role.\nfinal class GreetingViewController {\n  func load() { title = \"Hi\" }\n}\n",
      "Tests/ConformanceTests/ConformanceTests.swift": "let checked = true\n",
      "Docs/bugs.catalogue": """
      # Bugs

      ## B1 The wrong greeting

      Scenarios: G1

      ### MVC

      File: Sources/MVC/GreetingViewController.swift

      ```swift old
        func load() { title = "Hi" }
      ```

      ```swift new
        func load() { title = "Ho" }
      ```
      """,
      "Docs/Comparison.md":
        "# Comparison\n\n<!-- report:bughunt:begin -->\n<!-- report:bughunt:end -->\n",
      "Docs/BugHunt.md":
        "# Bug hunt\n\n<!-- report:bugs-catalogue:begin -->\n<!-- report:bugs-catalogue:end -->\n",
    ]
    try TestFolder.write(files, into: root)
    return root
  }

  @Test("--list lists the bugs once every edit applies, and names the one that does not")
  func listChecksTheEdits() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appendingPathComponent("Sources/MVC/GreetingViewController.swift")

    // When
    let listed = await CommandRun.of(["bugs", "--list"], in: root, variants: [Variant.all[0]])
    let unknown = await CommandRun.of(
      ["bugs", "--list", "--bug", "B2"], in: root, variants: [Variant.all[0]])
    try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "Hi", with: "Hey")
      .write(to: source, atomically: true, encoding: .utf8)
    let rotten = await CommandRun.of(["bugs", "--list"], in: root, variants: [Variant.all[0]])

    // Then
    #expect(listed.status == 0)
    #expect(listed.output == ["B1  The wrong greeting (G1)"])
    #expect(unknown.status == 64)
    #expect(unknown.error == ["showcase bugs: unknown bug 'B2' (expected B1)"])
    #expect(rotten.status == 65)
    #expect(
      rotten.error == [
        "Docs/bugs.catalogue:11: B1, MVC: the old text is found 0 times in "
          + "Sources/MVC/GreetingViewController.swift (expected exactly once)"
      ])
  }

  @Test func reportCheckFailsOnceTheCodeOrTheCatalogueMovesOnFromTheRecord() async throws {
    // Given: a record made on the code and the catalogue as they are, written into the
    // comparison page.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogue = try BugCatalogue.load(packageRoot: root, variants: ["MVC"], specIDs: ["G1"])
    let record = BugHuntRecord(
      variants: [
        .init(
          variant: "MVC",
          fingerprint: try BugHuntRecord.fingerprint(
            variant: "MVC", catalogue: catalogue, packageRoot: root))
      ],
      bugs: [
        Self.entry("B1", [BugResult(variant: "MVC", unitSuite: [], conformanceSuite: ["G1"])])
      ])
    _ = RecordFiles<BugHuntRecord>(packageRoot: root).write(
      record, in: Console.silent(packageRoot: root))
    // The charts are drawn too, so that only the record can be stale.
    _ = await CommandRun.of(["report", "--write"], in: root, variants: [Variant.all[0]])
    let catalogueFile = root.appendingPathComponent(BugCatalogue.path)
    let text = try String(contentsOf: catalogueFile, encoding: .utf8)

    // When
    let fresh = await CommandRun.of(["report", "--check"], in: root, variants: [Variant.all[0]])
    try (text + "\nA note changes no fingerprint.\n").write(
      to: catalogueFile, atomically: true, encoding: .utf8)
    let prose = await CommandRun.of(["report", "--check"], in: root, variants: [Variant.all[0]])
    try text.replacingOccurrences(of: "Ho", with: "Hu").write(
      to: catalogueFile, atomically: true, encoding: .utf8)
    let changed = await CommandRun.of(["report", "--check"], in: root, variants: [Variant.all[0]])

    // Then
    #expect(fresh.status == 0)
    #expect(prose.status == 0)
    #expect(changed.status == 1)
    #expect(
      changed.error.contains {
        $0.hasPrefix("Docs/bughunt.json: MVC: code, suites or catalogue changed since the bug hunt")
      })
    let comparison = try String(
      contentsOf: root.appendingPathComponent("Docs/Comparison.md"), encoding: .utf8)
    #expect(comparison.contains("| B1 A slip | G1 | conformance only: G1 |"))
    let page = try String(
      contentsOf: root.appendingPathComponent("Docs/BugHunt.md"), encoding: .utf8)
    #expect(page.contains("| B1 | A slip | G1 | conformance only |"))
  }
}
