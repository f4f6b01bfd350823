import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseMeasures

/// Docs/Testability.md lists the regions `report --write` fills, in a table. A region added to
/// the report and not to that table fails here, so the list cannot drift from the code.
struct RegionListTests {
  @Test func testabilityListsEveryRegionTheReportWrites() throws {
    // Given: the table's first column, with a variant's or an exercise's regions written once.
    let page = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/Testability.md"),
      encoding: .utf8)
    let section = try #require(page.components(separatedBy: "## Keeping the docs true").last)
    let listed = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
      row.split(separator: "|").first.map { cell in
        cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($1) }
      } ?? []
    }

    // When
    let expected = ReportTables.regionNames.map { name in
      let prefix = ["figures-", "trace-", "where-"].first { prefix in
        Variant.all.contains { name == prefix + $0.id }
      }
      return prefix.map { "\($0)<id>" } ?? name
    }

    // Then
    #expect(Set(expected).subtracting(listed).sorted() == [])
    #expect(Set(listed).subtracting(expected).sorted() == [])
  }
}
