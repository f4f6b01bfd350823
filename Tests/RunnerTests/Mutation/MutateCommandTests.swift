import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab
@testable import ShowcaseSupport

/// `showcase mutate`'s command line, its listing, and the record that `report --check` keeps
/// true, on a tiny package in a temporary folder: nothing here builds or runs a suite.
@MainActor
struct MutateCommandTests {
  @Test func readsItsOptions() throws {
    #expect(
      try Options.parse(
        ["mutate", "--pattern", "mvp", "--pattern", "viper", "--format", "json", "--check"],
        variants: Variant.all)
        == .mutate(MutateOptions(patterns: ["mvp", "viper"], format: .json, regions: .check)))
    #expect(
      try Options.parse(["mutate", "--list"], variants: Variant.all)
        == .mutate(MutateOptions(list: true)))
    #expect(try Options.parse(["mutate", "-h"], variants: Variant.all) == .help(.mutate))
    #expect(throws: UsageError("showcase mutate: choose one of --write and --check")) {
      try Options.parse(["mutate", "--write", "--check"], variants: Variant.all)
    }
  }

  /// A package with a spec, one MVC file, a conformance test and a comparison page that shows
  /// the mutation record.
  private static func makePackage() throws -> URL {
    let root = TestFolder.name("mutate-tests")
    let files = [
      "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
      "Sources/MVC/GreetingViewController.swift":
        "/// Role.\nfinal class GreetingViewController {\n  func load() { title = \"Hi\" }\n}\n",
      "Tests/ConformanceTests/ConformanceTests.swift": "let checked = true\n",
      "Docs/Comparison.md":
        "# Comparison\n\n<!-- report:mutation:begin -->\n<!-- report:mutation:end -->\n",
    ]
    try TestFolder.write(files, into: root)
    return root
  }

  @Test func listsTheMutantsWithoutBuilding() async throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    // When
    let result = await CommandRun.of(
      ["mutate", "--list", "--pattern", "mvc"], in: root, environment: ["COLUMNS": "1000"])

    // Then
    #expect(result.status == 0)
    #expect(
      result.output == [
        "MVC-1  Sources/MVC/GreetingViewController.swift:3: assignment removed: "
          + "func load() { title = \"Hi\" } → func load() { }",
        "MVC-2  Sources/MVC/GreetingViewController.swift:3: string emptied: "
          + "func load() { title = \"Hi\" } → func load() { title = \"\" }",
      ])
  }

  @Test func reportCheckFailsOnceTheCodeMovesOnFromTheRecord() async throws {
    // Given: a record made on the code as it is, written into the comparison.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let entry = MutationRecord.Entry(
      variant: "MVC",
      fingerprint: try MutationRecord.fingerprint(variant: "MVC", packageRoot: root),
      mutants: 2, killedByUnitSuite: 2, killedByConformanceSuite: 1, compileErrors: 0,
      survivors: [])
    let record = MutationRecord(variants: [entry])
    try record.encoded().write(
      to: root.appendingPathComponent(MutationRecord.path), atomically: true, encoding: .utf8)
    _ = RecordFiles<MutationRecord>(packageRoot: root).write(
      record, in: Console.silent(packageRoot: root))
    _ = await CommandRun.of(["report", "--write"], in: root)
    let source = root.appendingPathComponent("Sources/MVC/GreetingViewController.swift")
    let text = try String(contentsOf: source, encoding: .utf8)

    // When
    let fresh = await CommandRun.of(["report", "--check"], in: root)
    try (text + "// A comment changes no fingerprint.\n").write(
      to: source, atomically: true, encoding: .utf8)
    let commented = await CommandRun.of(["report", "--check"], in: root)
    try text.replacingOccurrences(of: "Hi", with: "Hello").write(
      to: source, atomically: true, encoding: .utf8)
    let changed = await CommandRun.of(["report", "--check"], in: root)

    // Then
    #expect(fresh.status == 0)
    #expect(commented.status == 0)
    #expect(changed.status == 1)
    #expect(
      changed.error.contains {
        $0.hasPrefix("Docs/mutation.json: MVC: code or suites changed since the mutation run")
      })
    let comparison = try String(
      contentsOf: root.appendingPathComponent("Docs/Comparison.md"), encoding: .utf8)
    #expect(comparison.contains("| Killed by the conformance suite | 1 (50.0%) |"))
    #expect(comparison.contains("- MVC: none"))
  }

  @Test("--check says a stale record at once, before copying or building anything")
  func checkSaysAStaleRecordWithoutRunning() async throws {
    // Given: a record of MVC as it is; a run could not even copy the package.
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try MutationRecord.fingerprint(variant: "MVC", packageRoot: root)
    let record = MutationRecord(variants: [
      MutationRecord.Entry(
        variant: "MVC", fingerprint: before, mutants: 2, killedByUnitSuite: 2,
        killedByConformanceSuite: 1, compileErrors: 0, survivors: [])
    ])
    try record.encoded().write(
      to: root.appendingPathComponent(MutationRecord.path), atomically: true, encoding: .utf8)
    let environment = try CommandRun.withoutScratchCopies(in: root)

    // When: MVC checked fresh, MVP never measured, then MVC once its code moved on.
    let fresh = await CommandRun.of(
      ["mutate", "--check", "--pattern", "mvc"], in: root, environment: environment)
    let unmeasured = await CommandRun.of(
      ["mutate", "--check", "--pattern", "mvp"], in: root, environment: environment)
    let source = root.appendingPathComponent("Sources/MVC/GreetingViewController.swift")
    try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "Hi", with: "Ho")
      .write(to: source, atomically: true, encoding: .utf8)
    let now = try MutationRecord.fingerprint(variant: "MVC", packageRoot: root)
    let stale = await CommandRun.of(["mutate", "--check"], in: root, environment: environment)

    // Then: the fresh record lets the run start, which fails to copy the package; the others
    // are said without a run.
    #expect(fresh.status == 70)
    #expect(fresh.error.first == "2 mutants in MVC")
    #expect(unmeasured.status == 1)
    #expect(
      unmeasured.error == [
        "Docs/mutation.json: MVP: not measured",
        "Nothing was run: the record is stale. Record it again: "
          + "swift run showcase mutate --write --pattern mvp",
      ])
    #expect(stale.status == 1)
    #expect(
      stale.error.first
        == "Docs/mutation.json: MVC: code or suites changed since the mutation run "
        + "(fingerprint \(before), now \(now))")
    #expect(
      stale.error.last
        == "Nothing was run: the record is stale. Record it again: swift run showcase mutate --write"
    )
  }

  @Test func theFingerprintLeavesOutOnlyTheConformanceSuitesPartForTheExhibits() throws {
    // Given
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try MutationRecord.fingerprint(variant: "MVC", packageRoot: root)

    // When: the exhibits' part of the suite, which the runs never run, then a part they run.
    try TestFolder.write(
      ["Tests/ConformanceTests/Exhibits/ExhibitTests.swift": "struct ExhibitTests {}\n"],
      into: root)
    let withExhibits = try MutationRecord.fingerprint(variant: "MVC", packageRoot: root)
    try TestFolder.write(
      ["Tests/ConformanceTests/MoreTests.swift": "struct MoreTests {}\n"], into: root)
    let withMore = try MutationRecord.fingerprint(variant: "MVC", packageRoot: root)

    // Then
    #expect(withExhibits == before)
    #expect(withMore != before)
  }

  @Test func checkNamesEachFigureAndSurvivorThatDiffers() {
    // Given
    let old = MutationRecord.Entry(
      variant: "MVP", fingerprint: "aaaa0000", mutants: 10, killedByUnitSuite: 7,
      killedByConformanceSuite: 9, compileErrors: 1, survivors: ["a.swift:1: x"])
    let new = MutationRecord.Entry(
      variant: "MVP", fingerprint: "aaaa0000", mutants: 10, killedByUnitSuite: 6,
      killedByConformanceSuite: 9, compileErrors: 1, survivors: ["a.swift:1: x", "b.swift:2: y"])

    // When
    let lines = MutationRecord.differences(old, new)

    // Then
    #expect(
      lines == [
        "MVP: killed by its unit suite 6, recorded 7", "MVP: new survivor b.swift:2: y",
      ])
  }
}

extension Console {
  /// A console that writes nowhere, for calls that need one.
  static func silent(packageRoot: URL) -> Console {
    Console(
      environment: [:], terminal: .none, variants: Variant.all, packageRoot: packageRoot,
      input: { nil }, output: { _ in }, error: { _ in })
  }
}
