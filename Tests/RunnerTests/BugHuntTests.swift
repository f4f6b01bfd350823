import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab
@testable import ShowcaseSupport

/// `showcase bugs` without building anything: its command line, reading which tests failed
/// from Swift Testing's output, and its tables.
@MainActor
struct BugHuntTests {
  @Test func readsItsOptions() throws {
    #expect(
      try Options.parse(
        ["bugs", "--pattern", "mvp", "--bug", "B3", "--bug=b12", "--format", "json", "--check"],
        variants: Variant.all)
        == .bugs(
          CatalogueRunOptions(
            patterns: ["mvp"], ids: ["B3", "b12"], format: .json, regions: .check)))
    #expect(
      try Options.parse(["bugs", "--list"], variants: Variant.all)
        == .bugs(CatalogueRunOptions(list: true))
    )
    #expect(try Options.parse(["help", "bugs"], variants: Variant.all) == .help(.bugs))
    #expect(throws: UsageError("showcase bugs: choose one of --write, --check and --list")) {
      try Options.parse(["bugs", "--write", "--list"], variants: Variant.all)
    }
    #expect(throws: UsageError("showcase bugs: bug 'b3' given twice (expected each bug once)")) {
      try Options.parse(["bugs", "--bug", "B3", "--bug", "b3"], variants: Variant.all)
    }
    #expect(throws: UsageError("showcase bugs: --write records every bug (leave out --bug)")) {
      try Options.parse(["bugs", "--bug", "B3", "--write"], variants: Variant.all)
    }
  }

  // MARK: Reading the test runs

  @Test("failing tests are read from Swift Testing's lines, colour and all")
  func readsTheFailingTests() {
    // Given
    let output = """
      \u{1B}[90m◇\u{1B}[0m Test "G4 ignores a blank salutation" started.
      \u{1B}[91m✘\u{1B}[0m Test "G4 ignores a blank salutation" recorded an issue at G.swift:9:5: Expectation failed
      ✘ Test "G4 ignores a blank salutation" recorded an issue at G.swift:10:5: Expectation failed
      ✘ Test plain() recorded an issue at T.swift:11:24: Expectation failed: (x → 1) == 2
      ✘ Test "Every variant passes every scenario" recorded an issue with 2 arguments variant → MVP, scenario → S6 at C.swift:7:46: Expectation failed
      ✘ Test "Every variant passes every scenario" recorded an issue with 2 arguments variant → MVP, run → S7, answering late at C.swift:7:46: Expectation failed
      ✘ Test "G4 ignores a blank salutation" failed after 0.002 seconds with 2 issues.
      ✘ Suite MVCTests failed after 0.002 seconds with 3 issues.
      """

    // When
    let names = TestFailures.names(in: output)

    // Then
    #expect(
      names == ["G4 ignores a blank salutation", "plain()", "S6", "S7, answering late"])
    #expect(
      TestFailures.ordered(["plain()", "S6", "G4 x", "A1 y"], specIDs: ["G4", "S6", "A1"])
        == ["G4 x", "S6", "A1 y", "plain()"])
  }

  @Test("a failing test's file is read from its issue line, so two tests of one name stay apart")
  func readsTheFileOfEachFailure() {
    // Given: the same name failing in two files, as a bounds test of two screens would.
    let output = """
      ✘ Test "Selecting a row that is not there does nothing" recorded an issue at A.swift:9:5: Expectation failed
      ✘ Test "Selecting a row that is not there does nothing" recorded an issue at B.swift:4:5: Expectation failed
      ✘ Test "Every variant passes every scenario" recorded an issue with 2 arguments variant → MVP, scenario → S6 at C.swift:7:46: x
      ✘ Test plain() recorded an issue: no place
      """

    // When
    let failures = TestFailures.failures(in: output)

    // Then
    #expect(
      failures.map(\.name) == [
        "Selecting a row that is not there does nothing",
        "Selecting a row that is not there does nothing", "S6", "plain()",
      ])
    #expect(failures.map(\.file) == ["A.swift", "B.swift", "C.swift", nil])
  }

  @Test("a cell says who caught the bug, with the tests of its scenarios first")
  func cellsNameTheCatchingTests() {
    // Given
    let own = BugResult(
      variant: "MVP",
      unitSuite: ["S1 loads", "S5 Retry", "S5 Retry, late", "Rows beyond do nothing"],
      conformanceSuite: ["S1"])
    let seam = BugResult(
      variant: "VIPER", unitSuite: ["Going back cancels"], conformanceSuite: ["S7"])
    let conformance = BugResult(
      variant: "MVVM", unitSuite: [], conformanceSuite: ["S5", "S5, answering late", "S4"])
    let missed = BugResult(variant: "MVC", unitSuite: [], conformanceSuite: [])

    // When
    let cells = [own, seam, conformance, missed].map {
      BugTable.cell($0, breaking: ["S1", "S7", "S5"])
    }

    // Then
    #expect(
      cells == [
        "own suite: S1, S5 and 1 more", "own suite: “Going back cancels”",
        "conformance only: S5 and 1 more", "**missed**",
      ])
  }

  @Test("the bug hunt's page shows each bug a row and each variant's verdict alone")
  func verdictsTableShowsEachBug() {
    // Given
    let record = BugHuntRecord(
      variants: [
        .init(variant: "MVC", fingerprint: "aaaa0000"),
        .init(variant: "MVP", fingerprint: "bbbb0000"),
      ],
      bugs: [
        BugHuntRecord.Entry(
          bug: "B1", title: "A slip", scenarios: ["G1", "G2"],
          results: [
            BugResult(variant: "MVC", unitSuite: ["G1 a"], conformanceSuite: ["G1"]),
            BugResult(variant: "MVP", unitSuite: [], conformanceSuite: []),
          ]),
        BugHuntRecord.Entry(
          bug: "B2", title: "Another", scenarios: ["S1"],
          results: [BugResult(variant: "MVC", unitSuite: [], conformanceSuite: ["S1"])]),
      ])

    // When
    let region = BugHuntRecord.verdictsRegion(record)

    // Then
    #expect(
      region == """
        | Bug | Title | Breaks | MVC | MVP |
        | --- | --- | --- | --- | --- |
        | B1 | A slip | G1, G2 | own suite | **missed** |
        | B2 | Another | S1 | conformance only | not measured |
        """)
  }
}
