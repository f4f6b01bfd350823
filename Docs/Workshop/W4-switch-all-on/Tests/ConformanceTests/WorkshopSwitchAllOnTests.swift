import Model
import ServiceDoubles
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// W4, switch all on (Docs/Workshop/W4-switch-all-on/exercise.md), against every variant through
/// user actions only.
@MainActor
@Suite("Workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  @Test(
    "W4.1 All subjects offers Switch all on when no subject is on", arguments: Variant.underTest)
  func offersSwitchAllOnWhenNoSubjectIsOn(variant: Variant) async throws {
    let session = try await Self.allSubjectsOff(variant)
    #expect(
      session.snapshot
        == Self.allSubjects(
          [("Math", false), ("Physics", false), ("History", false)], switchAllOn: true))
    try await session.select("Physics")
    try await session.release(.setStatus)
    #expect(
      session.snapshot
        == Self.allSubjects([("Math", false), ("Physics", true), ("History", false)]))
  }

  @Test(
    "W4.2 Switch all on asks for every subject, and each checkmark flips with its answer",
    arguments: Variant.underTest)
  func switchAllOnAsksForEverySubject(variant: Variant) async throws {
    let session = try await Self.allSubjectsOff(variant)
    try await session.tap("Switch all on")
    #expect(
      session.service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(
      session.snapshot
        == Self.allSubjects(
          [("Math", false), ("Physics", false), ("History", false)], switchAllOn: true))
    try await session.release(.setStatus)
    #expect(
      session.snapshot
        == Self.allSubjects([("Math", true), ("Physics", false), ("History", false)]))
    await session.releaseAll()
    #expect(
      session.snapshot == Self.allSubjects([("Math", true), ("Physics", true), ("History", true)]))
  }

  @Test(
    "W4.3 a failure among them is reported once all have answered", arguments: Variant.underTest)
  func reportsFailuresOnceAllHaveAnswered(variant: Variant) async throws {
    let session = try await Self.allSubjectsOff(variant)
    try await session.tap("Switch all on")
    try await session.release(.setStatus)
    try await session.fail(.setStatus)
    #expect(
      session.snapshot
        == Self.allSubjects([("Math", true), ("Physics", false), ("History", false)]))
    try await session.release(.setStatus)
    #expect(
      session.snapshot
        == Self.allSubjects(
          [("Math", true), ("Physics", false), ("History", true)],
          labels: ["Couldn't switch 1 of 3 subjects: Network unreachable"]))

    // Every request fails: the button stays.
    let failing = try await Self.allSubjectsOff(variant)
    try await failing.tap("Switch all on")
    for _ in 1...3 { try await failing.fail(.setStatus) }
    #expect(
      failing.snapshot
        == Self.allSubjects(
          [("Math", false), ("Physics", false), ("History", false)],
          labels: ["Couldn't switch 3 of 3 subjects: Network unreachable"], switchAllOn: true))
  }

  // MARK: Helpers

  /// All subjects, reached from the list, with Math, Physics and History offered and none on.
  static func allSubjectsOff(_ variant: Variant) async throws -> Session {
    let session = Session(variant: variant, data: .fixture(open: []))
    await session.openSubjects()
    await session.releaseAll()
    try await session.select("More")
    return session
  }

  /// All subjects: `labels` above one row per subject, and the button when offered.
  static func allSubjects(
    _ rows: [(String, Bool)], labels: [String] = [], switchAllOn: Bool = false
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      title: "All subjects", labels: labels,
      buttons: switchAllOn ? [.init(title: "Switch all on")] : [],
      rows: rows.map { .init(title: $0.0, isChecked: $0.1) })
  }
}
