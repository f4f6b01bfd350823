import ShowcaseSupport
import Testing

@testable import ShowcaseLab

/// The refactoring tables, from made-up records: what a cell says, and that a more brittle
/// suite moves its figures the right way. Nothing here builds or runs a suite.
struct RefactorTableTests {
  private static func result(
    _ variant: String, unbuilt: Int = 0, fails: Int = 0, lines: Int = 0, files: Int? = nil
  ) -> RefactorResult {
    RefactorResult(
      variant: variant,
      brokenFiles: (0..<(files ?? (unbuilt > 0 ? 1 : 0))).map {
        "Tests/\(variant)Tests/F\($0).swift"
      },
      doesNotCompile: (0..<unbuilt).map { "S\($0) unbuilt" },
      fails: (0..<fails).map { "S\($0) fails" }, repairLines: lines)
  }

  private static func record(mvp: [RefactorResult]) -> RefactoringRecord {
    let mvc = [result("MVC"), result("MVC"), result("MVC", unbuilt: 3, lines: 2)]
    let kinds = ["Rename Method", "Reorder Statements", "Rename Class"]
    return RefactoringRecord(
      variants: [.init(variant: "MVC", fingerprint: "a"), .init(variant: "MVP", fingerprint: "b")],
      refactors: kinds.indices.map { index in
        RefactoringRecord.Entry(
          refactor: "R\(index + 1)", title: "A change", kind: kinds[index],
          results: [mvc[index], mvp[index]])
      })
  }

  @Test("a cell says what broke and what the repair cost")
  func cellsSayWhatBroke() {
    #expect(
      RefactorTable.cell(RefactorResult(variant: "MVC", notApplicable: "no such thing")) == "—")
    #expect(RefactorTable.cell(Self.result("MVC")) == "0")
    #expect(
      RefactorTable.cell(Self.result("MVP", unbuilt: 14, lines: 4))
        == "14 unbuilt (1 file), 4 lines")
    #expect(RefactorTable.cell(Self.result("MVP", fails: 12, lines: 4)) == "12 fail, 4 lines")
    // A double that no longer builds holds no test, and still costs its repair.
    #expect(
      RefactorTable.cell(Self.result("VIPER", lines: 3, files: 1)) == "0 unbuilt (1 file), 3 lines")
  }

  @Test("a more brittle suite moves its column up, and its refactors that broke nothing down")
  func brittleSuiteMovesItsColumn() {
    // Given: the same record, once with an MVP suite that also pins the order of two calls.
    let loose = Self.record(mvp: [Self.result("MVP"), Self.result("MVP"), Self.result("MVP")])
    let brittle = Self.record(mvp: [
      Self.result("MVP"), Self.result("MVP", fails: 5, lines: 2), Self.result("MVP"),
    ])

    // When
    func row(_ title: String, of record: RefactoringRecord) -> [String]? {
      RefactorTable.summary(record).rows.first { $0.first == title }
    }

    // Then
    #expect(row("Tests broken, in all", of: loose) == ["Tests broken, in all", "3", "0"])
    #expect(row("Tests broken, in all", of: brittle) == ["Tests broken, in all", "3", "5"])
    #expect(row("Refactors that broke nothing", of: loose)?.last == "3 of 3")
    #expect(row("Refactors that broke nothing", of: brittle)?.last == "2 of 3")
    #expect(row("Test lines the reference repairs change", of: brittle)?.last == "2")
  }

  @Test("the kinds that break the most tests per application come first")
  func kindsAreRankedByBrokenTests() {
    // Given
    let record = Self.record(mvp: [
      Self.result("MVP", unbuilt: 1, lines: 2), Self.result("MVP", fails: 5, lines: 2),
      Self.result("MVP"),
    ])

    // When
    let kinds = RefactorTable.byKind(record).rows.map { $0[0] }

    // Then
    #expect(kinds == ["Reorder Statements", "Rename Class", "Rename Method"])
    #expect(RefactorTable.byKind(record).rows.first?.last == "—")
    #expect(RefactorTable.byKind(record).rows[1].last == "breaks tests most often")
  }
}
