import Testing
import ViewKit

@testable import ShowcaseDemo

/// Which variant's screen the others are compared with: the one most of them share.
@Suite("Step report")
struct StepReportTests {
  static let screens = ["A", "B", "C"].map { Playback.Outcome(snapshot: ScreenSnapshot(title: $0)) }

  @Test(
    "the reference is the first of the screens most variants share",
    arguments: [
      ([0], 0), ([0, 1, 1], 1), ([0, 1, 1, 0, 2], 0), ([2, 0, 1, 1, 0, 1], 2), ([2, 1, 0], 0),
      ([], 0),
    ] as [([Int], Int)])
  func referenceIsTheMostShared(shown: [Int], reference: Int) {
    #expect(StepReport.reference(shown.map { Self.screens[$0] }) == reference)
  }

  @Test("a screen that failed differently is another outcome")
  func problemsCount() {
    let failed = Playback.Outcome(snapshot: ScreenSnapshot(title: "A"), problem: "no button")
    #expect(StepReport.reference([failed, Self.screens[0], Self.screens[0]]) == 1)
  }
}
