import Model
import ShowcaseCore
import Testing

@testable import ShowcaseMeasures

/// `showcase bench`: its data, its measurements and its table; not its speed.
@Suite("showcase bench")
@MainActor
struct BenchTests {
  @Test("the bench's data offers every subject and switches every other one on")
  func buildsData() {
    // When
    let data = Bench.dataSet(subjects: 10)
    let curriculum = Curriculum(
      person: data.person, subjects: data.subjects, records: data.userSubjects)

    // Then
    #expect(curriculum.offered.count == 10)
    #expect(curriculum.openSubjects.map(\.id) == [1, 3, 5, 7, 9])
  }

  @Test("small sizes are measured for the baseline and each variant, and the table shows them")
  func measuresAndReports() async throws {
    // Given a budget no run reaches, so that a loaded machine skips no size
    let unbounded = Bench.Budget(perRun: .seconds(3_600), total: .seconds(3_600))

    // When
    let results = await Bench.run(
      variants: [ShowcaseRun.mvc, ShowcaseRun.broken], sizes: [10, 100], budget: unbounded)
    let table = Bench.report(results)

    // Then
    #expect(results.baseline.cells.allSatisfy { $0.median != nil })
    #expect(results.variants.map(\.name) == ["MVC", "Broken"])
    #expect(
      results.variants.flatMap(\.cells).allSatisfy {
        // With time to spare, every size gets its full count of runs.
        if case .measured(_, let runs, nil) = $0 { return runs == 7 }
        return false
      })
    let header = try #require(table.first { $0.hasPrefix("subjects") })
    #expect(header.split(separator: " ") == ["subjects", "10", "100", "growth", "per", "10×"])
    #expect(table.contains { $0.hasPrefix("baseline") })
    #expect(table.contains { $0.hasPrefix("MVC") && $0.contains("×") })
  }

  @Test("a size expected to take longer than the budget is skipped, and the table says so")
  func skipsOverBudget() async throws {
    // Given a budget every run exceeds
    let none = Bench.Budget(perRun: .zero, total: .zero)

    // When
    let results = await Bench.run(variants: [ShowcaseRun.mvc], sizes: [10, 100], budget: none)
    let table = Bench.report(results)

    // Then the first size, with nothing to judge it from, is measured in full, and the next
    // skipped
    let cells = try #require(results.variants.first?.cells)
    #expect(cells.count == 2)
    guard case .measured(_, let runs, nil) = cells.first else {
      Issue.record("the first size was not measured: \(String(describing: cells.first))")
      return
    }
    #expect(runs == 7)
    guard case .skipped(let why) = cells.last else {
      Issue.record("the second size was measured: \(String(describing: cells.last))")
      return
    }
    #expect(why.hasPrefix("≈ "))
    #expect(table.contains { $0.hasPrefix("MVC") && $0.contains("skip: ≈ ") })
  }

  @Test("a screen that does not show the list is flagged")
  func flagsWrongScreens() async {
    // Given
    let blank = Variant(
      id: "blank", name: "Blank", makeGreetingScreen: { _ in HiGreetingFake() },
      makeSubjectsScreen: { _ in HiGreetingFake() })

    // When
    let results = await Bench.run(variants: [blank], sizes: [10])
    let table = Bench.report(results)

    // Then
    #expect(table.last == "Blank at 10 subjects: wrong screen, shows 0 rows, not 6")
  }
}
