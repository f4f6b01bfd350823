import Testing

@testable import ShowcaseMeasures

/// Tests of the rule benchmark's shape only: its sizes and its table. Its speed is a figure to
/// read, not a property to test.
struct RuleBenchmarkTests {
  @Test func runMeasuresEverySizeWithAsManyRecordsAsSubjects() {
    // When
    let rows = RuleBenchmark.run(sizes: [10, 100], repetitions: 1)
    // Then
    #expect(rows.map { [$0.subjects, $0.records] } == [[10, 10], [100, 100]])
    #expect(RuleBenchmark.report(rows).contains("growth 10 → 100: "))
    #expect(RuleBenchmark.report(rows).hasSuffix("(linear would be 10×, quadratic 100×)"))
  }

  @Test func reportShowsTheGrowthBetweenSizesAndOverall() {
    // Given
    let rows = [
      RuleBenchmark.Row(subjects: 1_000, records: 1_000, median: .nanoseconds(105_000)),
      RuleBenchmark.Row(subjects: 10_000, records: 10_000, median: .nanoseconds(1_210_000)),
      RuleBenchmark.Row(subjects: 100_000, records: 100_000, median: .nanoseconds(10_200_000)),
    ]
    // When
    let report = RuleBenchmark.report(rows)
    // Then
    #expect(
      report == """
        subjects  records    median  growth
           1,000    1,000  105.0 µs
          10,000   10,000   1.21 ms     12×
         100,000  100,000  10.20 ms    8.4×
        growth 1k → 100k: 97× (linear would be 100×, quadratic 10,000×)
        """)
  }

  @Test func reportOfOneSizeSaysThatGrowthNeedsTwo() {
    // Given
    let rows = [RuleBenchmark.Row(subjects: 10, records: 10, median: .nanoseconds(850))]
    // When
    let report = RuleBenchmark.report(rows)
    // Then
    #expect(
      report == """
        subjects  records  median  growth
              10       10  850 ns
        growth: needs at least two sizes
        """)
  }
}
