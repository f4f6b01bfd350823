import DataFileReader
import Foundation
import Model
import Testing

@testable import ShowcaseKit

/// Tests of the data-file benchmark's file and table. Its times are figures to read, not
/// properties to test.
@Suite("showcase bench datafile")
@MainActor
struct DataFileBenchmarkTests {
  @Test("the file has the subjects and records asked for, names and dates as written")
  func makesTheFile() throws {
    // When
    let data = try DataFile.decode(
      DataFileBenchmark.dataFile(subjects: 21, records: 5), file: "bench.json")

    // Then
    #expect(data.person.birthdate == Date(timeIntervalSince1970: -4_861_728_000))
    #expect(data.subjects.count == 21)
    #expect(
      data.subjects.prefix(3).map(\.phases) == [
        [.primary], [.middle, .high], Set(SchoolPhase.allCases),
      ])
    #expect(
      [
        data.subjects[0].name, data.subjects[1].name, data.subjects[10].name,
        data.subjects[20].name,
      ]
        == [#"Éducation "1""#, "Subject 2", "Économie\t11", #"Éducation "21""#])
    #expect(data.userSubjects.map(\.subjectID) == [1, 3, 5, 7, 9])
    #expect(
      data.userSubjects.map(\.updatedAt).prefix(2) == [
        // 2020-01-01T00:00:00+08:00 and 2021-02-02T01:01:00Z
        Date(timeIntervalSince1970: 1_577_808_000), Date(timeIntervalSince1970: 1_612_227_660),
      ])
    #expect(data.userSubjects.map(\.status) == [.off, .on, .on, .off, .on])
  }

  @Test("both readers read the same data from the file")
  func readsTheSameData() {
    // When
    let results = DataFileBenchmark.run(subjects: 60, records: 90, runs: 1)

    // Then
    #expect(results.problem == nil)
    #expect([results.subjects, results.records, results.runs] == [Int]([60, 90, 1]))
    #expect(results.bytes == DataFileBenchmark.dataFile(subjects: 60, records: 90).count)
  }

  @Test("the table shows both medians and the ratio to JSONDecoder")
  func reports() {
    // Given
    let results = DataFileBenchmark.Results(
      subjects: 100_000, records: 100_000, bytes: 16_012_345, runs: 3,
      reader: .milliseconds(1_080), decoder: .milliseconds(600), problem: nil)

    // When
    let lines = DataFileBenchmark.report(results)

    // Then
    #expect(
      lines == [
        "Loading a data file of 100,000 subjects and 100,000 records (16.0 MB) from memory.",
        "Median of 3 runs. JSONDecoder reads the same bytes into Decodable types of",
        "the same shape, dates included; it checks fewer rules and names no line in its errors.",
        "",
        "reader              median  ratio",
        "DataFile.decode     1.08 s   1.8×",
        "JSONDecoder      600.00 ms   1.0×",
      ])
  }

  @Test("different data is said under the table")
  func reportsDifferentData() {
    // Given
    let results = DataFileBenchmark.Results(
      subjects: 1, records: 1, bytes: 100, runs: 1, reader: .milliseconds(1),
      decoder: .milliseconds(1), problem: "the two readers read different data")

    // Then
    #expect(
      DataFileBenchmark.report(results).suffix(2) == [
        "", "wrong data: the two readers read different data",
      ])
  }
}
