import Model
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// W3, next subject (Docs/Workshop/W3-next-subject/exercise.md), against every variant through user
/// actions only.
@MainActor
@Suite("Workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  static let data = DataSet.fixture(open: ["Math", "Physics", "History"])

  @Test("W3.1 a practice screen offers the next open subject", arguments: Variant.underTest)
  func offersTheNextOpenSubject(variant: Variant) async throws {
    let session = Session(variant: variant, data: Self.data)
    await session.openSubjects()
    await session.releaseAll()
    try await session.select("Math")
    #expect(session.snapshot == Self.practice("Math", next: "Physics"))
    try await session.back()
    await session.releaseAll()
    try await session.select("Physics")
    #expect(session.snapshot == Self.practice("Physics", next: "History"))
    try await session.back()
    await session.releaseAll()
    try await session.select("History")
    #expect(session.snapshot == Self.practice("History"))
  }

  @Test(
    "W3.2 Next opens the next subject's practice, and going back returns",
    arguments: Variant.underTest)
  func nextOpensTheNextPracticeAndBackReturns(variant: Variant) async throws {
    let session = Session(variant: variant, data: Self.data)
    await session.openSubjects()
    await session.releaseAll()
    try await session.select("Math")
    try await session.tap("Next: Physics")
    #expect(session.snapshot == Self.practice("Physics", next: "History"))
    try await session.tap("Next: History")
    #expect(session.snapshot == Self.practice("History"))
    // The launcher, Subjects, then Math's, Physics' and History's practice.
    #expect(session.navigation.viewControllers.count == 5)
    try await session.back()
    #expect(session.snapshot == Self.practice("Physics", next: "History"))
    try await session.back()
    #expect(session.snapshot == Self.practice("Math", next: "Physics"))
    try await session.back()
    #expect(session.snapshot.title == "Subjects")
  }

  /// A practice screen, with its Next button when a subject follows.
  static func practice(_ name: String, next: String? = nil) -> ScreenSnapshot {
    ScreenSnapshot(
      title: name, labels: ["Practice \(name)"],
      buttons: next.map { [.init(title: "Next: \($0)")] } ?? [])
  }
}
