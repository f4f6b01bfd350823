import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseLab

/// The reading of the refactoring table in Docs/Comparison.md says what the record shows. Each
/// test is one claim of that reading, checked against Docs/refactoring.json, so that a run
/// which changes the figures also says which sentence to rewrite.
struct RefactoringReadingTests {
  private let record: RefactoringRecord

  init() throws {
    let url = SpecFile.packageRoot.appendingPathComponent(RefactoringRecord.path)
    record = try JSONDecoder().decode(RefactoringRecord.self, from: Data(contentsOf: url))
  }

  /// Every applied result of `variant`.
  private func results(_ variant: String) -> [RefactorResult] {
    record.refactors.compactMap { $0.result(for: variant) }.filter(\.applies)
  }

  private func broken(_ variant: String) -> Int {
    results(variant).map(\.brokenTests).reduce(0, +)
  }

  @Test("MVC's suite breaks least and MVP's most in all, with R4, which only MVP has")
  func mvcLeastMvpMost() {
    let names = Variant.all.map(\.name)
    let fewest = names.min { broken($0) < broken($1) }
    let most = names.max { broken($0) < broken($1) }
    #expect(fewest == "MVC")
    #expect(most == "MVP")
    let r4 = record.refactors.first { $0.refactor == "R4" }
    #expect(r4?.results.filter(\.applies).map(\.variant) == ["MVP"])
    // Only a renamed type reaches MVC's suite.
    let reaching = record.refactors.filter { $0.result(for: "MVC")?.breaksNothing == false }
    #expect(reaching.map(\.kind) == ["Rename Class"])
  }

  @Test("Only MVP's suite fails a reorder")
  func onlyMvpFailsAReorder() {
    let reorders = record.refactors.filter { $0.kind == "Reorder Statements" }
    #expect(!reorders.isEmpty)
    let failing = Set(reorders.flatMap(\.results).filter { !$0.fails.isEmpty }.map(\.variant))
    #expect(failing == ["MVP"])
  }

  @Test("Renaming the Retry handler breaks a test file where the suite calls the seam")
  func renamedEventBreaksSuitesThatCallTheSeam() throws {
    let entry = try #require(record.refactors.first { $0.refactor == "R1" })
    let breaking = Set(entry.results.filter { !$0.brokenFiles.isEmpty }.map(\.variant))
    #expect(breaking == ["MVP", "MVVM", "MVVMWithHandlers", "VIPER", "TEA"])
    // The suites the reading names as never sending Retry break nothing.
    let untouched = ["MVC", "MVVMWithoutBinding"]
    #expect(untouched.allSatisfy { entry.result(for: $0)?.breaksNothing == true })
  }

  @Test("A renamed or retyped method of a VIPER protocol breaks its spy")
  func viperSpiesFollowTheProtocols() {
    let methods = record.refactors.filter {
      ["Rename Method", "Change Return Type"].contains($0.kind)
    }
    let spies = methods.compactMap { $0.result(for: "VIPER") }.flatMap(\.brokenFiles)
      .filter { $0.hasSuffix("Doubles.swift") }
    #expect(Set(methods.map(\.kind)) == ["Rename Method", "Change Return Type"])
    #expect(spies.count >= 2)
  }

  @Test("A renamed stored property breaks only the suites that read state")
  func renamedStateBreaksSuitesThatReadIt() {
    let entries = record.refactors.filter { $0.kind == "Rename Attribute" && $0.refactor != "R2" }
    #expect(!entries.isEmpty)
    let breaking = Set(entries.flatMap(\.results).filter { !$0.breaksNothing }.map(\.variant))
    #expect(breaking == ["MVVMWithoutBinding", "TEA"])
  }

  @Test("Renamed types and attributes lead the kinds applied in more than one variant")
  func renamesLeadTheKinds() {
    var perKind: [String: (broken: Int, applied: Int)] = [:]
    for entry in record.refactors {
      for result in entry.results where result.applies {
        perKind[entry.kind, default: (0, 0)].broken += result.brokenTests
        perKind[entry.kind, default: (0, 0)].applied += 1
      }
    }
    let ranked = perKind.filter { $0.value.applied > 1 }
      .sorted {
        Double($0.value.broken) / Double($0.value.applied)
          > Double($1.value.broken) / Double($1.value.applied)
      }
      .map(\.key)
    #expect(Set(ranked.prefix(2)) == ["Rename Class", "Rename Attribute"])
  }

  @Test("An added parameter and a changed return type break no test; a spy costs three lines")
  func additionsCostAlmostNothing() {
    let entries = record.refactors.filter {
      ["Add Parameter", "Change Return Type"].contains($0.kind)
    }
    #expect(entries.count == 2)
    let results = entries.flatMap(\.results).filter(\.applies)
    #expect(results.allSatisfy { $0.brokenTests == 0 && $0.repairLines <= 3 })
  }
}
