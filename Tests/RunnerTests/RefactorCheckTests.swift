import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab
@testable import ShowcaseSupport

/// What `showcase refactor` says before it runs anything, on a tiny package in a temporary
/// folder: `--list` with a refactor that no longer applies, every such refactor at once, and a
/// stale record. A run could not start here: its scratch copy cannot be made.
@MainActor
struct RefactorCheckTests {
  /// A package with a spec, one MVC file, its test, a conformance test, and a catalogue of two
  /// renames, each with its repair.
  private static func makePackage() throws -> URL {
    let root = TestFolder.name("refactor-tests")
    func rename(_ id: String, _ old: String, _ new: String) -> String {
      """

      ## \(id) Rename \(old)

      Kind: Rename Method

      ### MVC

      File: Sources/MVC/Greeting.swift

      ```swift old
        func \(old)() {}
      ```

      ```swift new
        func \(new)() {}
      ```

      Repair: Tests/MVCTests/GreetingTests.swift

      ```swift old
          g.\(old)()
      ```

      ```swift new
          g.\(new)()
      ```

      """
    }
    let files = [
      "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
      "Sources/MVC/Greeting.swift":
        "final class Greeting {\n  func load() {}\n  func show() {}\n}\n",
      "Tests/MVCTests/GreetingTests.swift": "func test() {\n    g.load()\n    g.show()\n}\n",
      "Tests/ConformanceTests/ConformanceTests.swift": "let checked = true\n",
      "Docs/refactors.catalogue": "# Refactors\n" + rename("R1", "load", "fetch")
        + rename("R2", "show", "display"),
    ]
    try TestFolder.write(files, into: root)
    return root
  }

  /// Replaces every `old` with `new` in the package's file at `path`.
  private static func edit(_ root: URL, _ path: String, _ old: String, _ new: String) throws {
    let url = root.appendingPathComponent(path)
    try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: old, with: new)
      .write(to: url, atomically: true, encoding: .utf8)
  }

  /// Runs `showcase arguments` on the package for MVC alone, where no run can start.
  private static func run(_ arguments: [String], in root: URL) async throws -> CommandRun {
    await CommandRun.of(
      arguments, in: root, environment: try CommandRun.withoutScratchCopies(in: root),
      variants: [Variant.all[0]])
  }

  @Test("--list lists every refactor, marks one that no longer applies and names it, exit 0")
  func listMarksABrokenRefactor() async throws {
    // Given: R2's method renamed already, as a lesson change would.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.edit(root, "Sources/MVC/Greeting.swift", "show()", "present()")

    // When
    let listed = try await Self.run(["refactor", "--list"], in: root)

    // Then
    #expect(listed.status == 0)
    #expect(
      listed.output == [
        "R1  Rename load (Rename Method; every variant)",
        "R2  Rename show (Rename Method; every variant)  [no longer applies]",
      ])
    #expect(
      listed.error == [
        "Docs/refactors.catalogue:37: R2, MVC: the old text is found 0 times in "
          + "Sources/MVC/Greeting.swift (expected exactly once)"
      ])
  }

  @Test("--check names every refactor and repair that no longer applies in one run")
  func checkNamesEveryBrokenRefactor() async throws {
    // Given: R1's production line and R2's test line changed.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.edit(root, "Sources/MVC/Greeting.swift", "load()", "start()")
    try Self.edit(root, "Tests/MVCTests/GreetingTests.swift", "g.show()", "g.show() // shown")

    // When
    let checked = try await Self.run(["refactor", "--check"], in: root)

    // Then
    #expect(checked.status == 65)
    #expect(
      checked.error == [
        "Docs/refactors.catalogue:11: R1, MVC: the old text is found 0 times in "
          + "Sources/MVC/Greeting.swift (expected exactly once)",
        "Docs/refactors.catalogue:47: R2, MVC, the repair: the old text is found 0 times in "
          + "Tests/MVCTests/GreetingTests.swift (expected exactly once)",
        "showcase refactor: 2 of 2 refactors no longer apply (R1, R2); nothing was run: "
          + "fix Docs/refactors.catalogue",
      ])
  }

  @Test("--check says a stale record at once, before copying or building anything")
  func checkSaysAStaleRecordWithoutRunning() async throws {
    // Given: a record of the package as it is.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    func fingerprint() throws -> String {
      try RefactoringRecord.fingerprint(
        variant: "MVC",
        catalogue: try RefactorCatalogue.load(packageRoot: root, variants: ["MVC"], specIDs: []),
        packageRoot: root)
    }
    let before = try fingerprint()
    let result = RefactorResult(
      variant: "MVC", brokenFiles: ["Tests/MVCTests/GreetingTests.swift"],
      doesNotCompile: ["test()"], fails: [], repairLines: 2)
    let record = RefactoringRecord(
      variants: [.init(variant: "MVC", fingerprint: before)],
      refactors: ["R1", "R2"].map {
        RefactoringRecord.Entry(
          refactor: $0, title: "A rename", kind: "Rename Method", results: [result])
      })
    try record.encoded().write(
      to: root.appendingPathComponent(RefactoringRecord.path), atomically: true, encoding: .utf8)

    // When: checked fresh, then once the code moved on (a line added, no edit broken).
    let fresh = try await Self.run(["refactor", "--check"], in: root)
    try Self.edit(
      root, "Sources/MVC/Greeting.swift", "  func show() {}\n",
      "  func show() {}\n  func leave() {}\n")
    let now = try fingerprint()
    let stale = try await Self.run(["refactor", "--check"], in: root)

    // Then: the fresh record lets the run start, which fails to copy the package; the stale
    // one is said without a run.
    #expect(fresh.status == 70)
    #expect(fresh.error.first == "2 refactors in MVC")
    #expect(stale.status == 1)
    #expect(
      stale.error == [
        "Docs/refactoring.json: MVC: code, suites or catalogue changed since the refactoring run "
          + "(fingerprint \(before), now \(now))",
        "Nothing was run: the record is stale. Record it again: "
          + "swift run showcase refactor --write",
      ])
  }
}
