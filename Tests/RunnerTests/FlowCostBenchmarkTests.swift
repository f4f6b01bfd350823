import Testing

@testable import ShowcaseMeasures

/// `showcase bench`'s flow cost, as its report says it. The measuring itself is not run here:
/// it switches the seams off for the whole process, which would blank the flows of tests
/// running beside it.
@Suite("The flows' cost")
@MainActor
struct FlowCostBenchmarkTests {
  @Test("the report says whether the recorder off stays within 5% of none")
  func reportsTheVerdict() {
    // Given
    let within = FlowCostBenchmark.Results(
      subjects: 10, runs: 1, noRecorder: .milliseconds(100), recorderOff: .milliseconds(104),
      recording: .milliseconds(250))
    var over = within
    over.recorderOff = .milliseconds(110)

    // Then
    #expect(
      FlowCostBenchmark.report(within).last == "The recorder off is within 5% of no recorder.")
    #expect(FlowCostBenchmark.report(over).last == "The recorder off is over 5% of no recorder.")
  }
}
