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

  /// A package with a spec, one MVC file, a conformance test, a catalogue of one bug (two
  /// with `secondBug`), and the comparison page and bug hunt page that show the record.
  private static func makePackage(secondBug: Bool = false) throws -> URL {
    let root = TestFolder.name("bughunt-tests")
    let second = """

      ## B2 The wrong farewell

      Scenarios: G1

      ### MVC

      File: Sources/MVC/GreetingViewController.swift

      ```swift old
        func leave() { title = "Bye" }
      ```

      ```swift new
        func leave() { title = "" }
      ```
      """
    let files = [
      "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
      "Sources/MVC/GreetingViewController.swift": """
      /// Role.
      final class GreetingViewController {
        func load() { title = "Hi" }
        func leave() { title = "Bye" }
      }

      """,
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
      """ + (secondBug ? second : ""),
      "Docs/Comparison.md":
        "# Comparison\n\n<!-- report:bughunt:begin -->\n<!-- report:bughunt:end -->\n",
      "Docs/BugHunt.md":
        "# Bug hunt\n\n<!-- report:bugs-catalogue:begin -->\n<!-- report:bugs-catalogue:end -->\n",
    ]
    try TestFolder.write(files, into: root)
    return root
  }

  /// Replaces every `old` with `new` in the package's one source file.
  private static func edit(_ root: URL, _ old: String, _ new: String) throws {
    let source = root.appendingPathComponent("Sources/MVC/GreetingViewController.swift")
    try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: old, with: new)
      .write(to: source, atomically: true, encoding: .utf8)
  }

  /// A record of B1 in MVC, fingerprinted on the package as it is now.
  private static func writeRecord(in root: URL) throws {
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
  }

  @Test("--list lists every bug, marks one whose edit no longer applies and names it, exit 0")
  func listMarksABrokenBug() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let listed = await CommandRun.of(["bugs", "--list"], in: root, variants: [Variant.all[0]])
    let unknown = await CommandRun.of(
      ["bugs", "--list", "--bug", "B2"], in: root, variants: [Variant.all[0]])
    try Self.edit(root, "Hi", "Hey")
    let rotten = await CommandRun.of(["bugs", "--list"], in: root, variants: [Variant.all[0]])

    // Then
    #expect(listed.status == 0)
    #expect(listed.output == ["B1  The wrong greeting (G1)"])
    #expect(listed.error == [])
    #expect(unknown.status == 64)
    #expect(unknown.error == ["showcase bugs: unknown bug 'B2' (expected B1)"])
    #expect(rotten.status == 0)
    #expect(rotten.output == ["B1  The wrong greeting (G1)  [no longer applies]"])
    #expect(
      rotten.error == [
        "Docs/bugs.catalogue:11: B1, MVC: the old text is found 0 times in "
          + "Sources/MVC/GreetingViewController.swift (expected exactly once)"
      ])
  }

  @Test("--check names every bug whose edit no longer applies in one run, and runs nothing")
  func checkNamesEveryBrokenBug() async throws {
    // Given: both bugs' old lines changed; a run could not even copy the package.
    let root = try Self.makePackage(secondBug: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.edit(root, "Hi", "Hey")
    try Self.edit(root, "Bye", "Ciao")
    let environment = try CommandRun.withoutScratchCopies(in: root)

    // When
    let checked = await CommandRun.of(
      ["bugs", "--check"], in: root, environment: environment, variants: [Variant.all[0]])
    let written = await CommandRun.of(
      ["bugs", "--write"], in: root, environment: environment, variants: [Variant.all[0]])

    // Then
    let expected = [
      "Docs/bugs.catalogue:11: B1, MVC: the old text is found 0 times in "
        + "Sources/MVC/GreetingViewController.swift (expected exactly once)",
      "Docs/bugs.catalogue:26: B2, MVC: the old text is found 0 times in "
        + "Sources/MVC/GreetingViewController.swift (expected exactly once)",
      "showcase bugs: 2 of 2 bugs no longer apply (B1, B2); nothing was run: "
        + "fix Docs/bugs.catalogue",
    ]
    #expect(checked.status == 65)
    #expect(checked.error == expected)
    #expect(written.status == 65)
    #expect(written.error == expected)
  }

  @Test("--check says a stale record at once, before copying or building anything")
  func checkSaysAStaleRecordWithoutRunning() async throws {
    // Given: a record of the package as it is; a run could not even copy the package.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeRecord(in: root)
    let environment = try CommandRun.withoutScratchCopies(in: root)
    let before = try BugHuntRecord.fingerprint(
      variant: "MVC",
      catalogue: try BugCatalogue.load(packageRoot: root, variants: ["MVC"], specIDs: ["G1"]),
      packageRoot: root)

    // When: checked fresh, then once the code moved on.
    let fresh = await CommandRun.of(
      ["bugs", "--check"], in: root, environment: environment, variants: [Variant.all[0]])
    try Self.edit(root, "Bye", "Ciao")
    let now = try BugHuntRecord.fingerprint(
      variant: "MVC",
      catalogue: try BugCatalogue.load(packageRoot: root, variants: ["MVC"], specIDs: ["G1"]),
      packageRoot: root)
    let stale = await CommandRun.of(
      ["bugs", "--check", "--pattern", "mvc"], in: root, environment: environment,
      variants: [Variant.all[0]])

    // Then: the fresh record lets the run start, which fails to copy the package; the stale
    // one is said without a run.
    #expect(fresh.status == 70)
    #expect(fresh.error.first == "1 bugs in MVC")
    #expect(stale.status == 1)
    #expect(
      stale.error == [
        "Docs/bughunt.json: MVC: code, suites or catalogue changed since the bug hunt "
          + "(fingerprint \(before), now \(now))",
        "Nothing was run: the record is stale. Record it again: "
          + "swift run showcase bugs --write --pattern mvc",
      ])
  }

  @Test func reportCheckFailsOnceTheCodeOrTheCatalogueMovesOnFromTheRecord() async throws {
    // Given: a record made on the code and the catalogue as they are, written into the
    // comparison page.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeRecord(in: root)
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
