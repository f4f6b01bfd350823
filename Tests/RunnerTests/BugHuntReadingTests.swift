import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseLab

/// The reading of the bug hunt in Docs/Comparison.md says what the record shows. Each test is
/// one claim of that reading, checked against Docs/bughunt.json, so that a run which changes
/// the verdicts also says which sentence to rewrite.
struct BugHuntReadingTests {
  private let record: BugHuntRecord

  init() throws {
    let url = SpecFile.packageRoot.appendingPathComponent(BugHuntRecord.path)
    record = try JSONDecoder().decode(BugHuntRecord.self, from: Data(contentsOf: url))
  }

  /// The result of `bug` in `variant`.
  private func result(_ bug: String, _ variant: String) throws -> BugResult {
    let entry = try #require(record.bugs.first { $0.bug == bug }, "\(bug) is not recorded")
    return try #require(entry.result(for: variant), "\(bug) is not recorded for \(variant)")
  }

  /// Every bug and variant whose results satisfy `isSo`, as `B13 MVVMWithHandlers`.
  private func cells(where isSo: (BugResult) -> Bool) -> Set<String> {
    let cells = record.bugs.flatMap { entry in
      entry.results.filter(isSo).map { "\(entry.bug) \($0.variant)" }
    }
    return Set(cells)
  }

  @Test("Every variant is measured against the fourteen bugs")
  func everyVariantIsMeasured() {
    #expect(record.variants.map(\.variant) == Variant.all.map(\.name))
    #expect(record.bugs.count == 14)
    #expect(record.bugs.allSatisfy { $0.results.count == Variant.all.count })
  }

  @Test("The conformance suite catches every bug but B13 in MVVM with handlers")
  func conformanceMissesOnlyTheHandlersCycle() throws {
    #expect(cells { $0.conformanceSuite.isEmpty } == ["B13 MVVMWithHandlers"])
    // The variant's own lifetime test watches every object, and fails.
    let cycle = try result("B13", "MVVMWithHandlers")
    #expect(!cycle.unitSuite.isEmpty)
    #expect(cycle.unitSuite.allSatisfy { $0.hasPrefix("L1 ") })
  }

  @Test("No bug is missed by both suites")
  func noBugIsMissed() {
    #expect(cells { $0.verdict == .missed } == [])
  }

  @Test("Only B14 and MVVM without binding's B8 escape a unit suite")
  func unitSuitesMissOnlyTheGlue() {
    let escaping = cells { $0.verdict != .ownSuite }
    // Retry connected to nothing: only MVC's and VIPER's suites test their view layer.
    let retry = Set(
      Variant.all.map(\.name).filter { !["MVC", "VIPER"].contains($0) }.map { "B14 \($0)" })
    #expect(escaping == retry.union(["B8 MVVMWithoutBinding"]))
  }

  @Test("VIPER's B7 and B11 are caught by another role's test than the scenario's")
  func viperCatchesSomeBugsInAnotherRole() throws {
    // B7 is in the presenter: the interactor's S7 test passes, L2 and the presenter's fail.
    let leaving = try result("B7", "VIPER").unitSuite
    #expect(!leaving.contains { $0.hasPrefix("S7 ") })
    #expect(leaving.contains { $0.hasPrefix("L2 ") })
    #expect(leaving.contains { BugTable.shortName($0).hasPrefix("“") })
    // B11 is in the interactor: the presenter's A3 test passes, the interactor's own fails.
    let failedSwitch = try result("B11", "VIPER").unitSuite
    #expect(!failedSwitch.isEmpty)
    #expect(failedSwitch.allSatisfy { BugTable.shortName($0).hasPrefix("“") })
  }

  @Test("B3 and B5 fail every test of MVP's list presenter; B3 fails fifteen of TEA's tests")
  func wholeRecordsFailManyTests() throws {
    let url = SpecFile.packageRoot.appendingPathComponent(
      "Tests/MVPTests/SubjectsPresenterTests.swift")
    let presenterTests = SourceScanner.scanningOnce(try String(contentsOf: url, encoding: .utf8))
      .tests
      .map { $0.displayName ?? $0.name }
    #expect(!presenterTests.isEmpty)
    for bug in ["B3", "B5"] {
      #expect(Set(try result(bug, "MVP").unitSuite) == Set(presenterTests), "\(bug)")
    }
    #expect(try result("B3", "TEA").unitSuite.count == 15)
  }
}
