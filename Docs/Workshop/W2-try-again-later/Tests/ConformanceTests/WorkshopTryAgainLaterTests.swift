import Model
import ServiceDoubles
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// W2, try again later (Docs/Workshop/W2-try-again-later/exercise.md), against every variant
/// through user actions only.
@MainActor
@Suite("Workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  static let failure = "Couldn't load subjects: Network unreachable"
  static let givingUp = "Couldn't load subjects: Network unreachable. Try again later."

  @Test("W2.1 the third failure in a row gives up Retry", arguments: Variant.underTest)
  func givesUpRetryAfterThreeFailuresInARow(variant: Variant) async throws {
    // From an empty list: three loads fail.
    let session = Session(variant: variant, data: Scenario.data)
    await session.openSubjects()
    try await session.fail(.person)
    try await session.tap("Retry")
    try await session.fail(.records)
    #expect(session.snapshot == Screens.subjects(labels: [Self.failure], rows: [], retry: true))
    try await session.tap("Retry")
    try await session.fail(.subjects)
    #expect(session.snapshot == Screens.subjects(labels: [Self.givingUp], rows: []))

    // With rows on screen, which stay.
    let loaded = await Scenario.loadedSubjects(variant)
    try await loaded.select("Math")
    try await loaded.back()
    for _ in 1...2 {
      try await loaded.fail(.person)
      try await loaded.tap("Retry")
    }
    try await loaded.fail(.person)
    #expect(loaded.snapshot == Screens.subjects(labels: [Self.givingUp], rows: Scenario.openRows))
  }

  @Test(
    "W2.2 an answer, or the screen appearing again, starts the count again",
    arguments: Variant.underTest)
  func startsCountingAgainAfterAnAnswerOrAppearing(variant: Variant) async throws {
    // Two failures, then an answer: the count starts again.
    let session = Session(variant: variant, data: Scenario.data)
    await session.openSubjects()
    for _ in 1...2 {
      try await session.fail(.person)
      try await session.tap("Retry")
    }
    await session.releaseAll()
    try await session.select("Math")
    try await session.back()
    for _ in 1...2 {
      try await session.fail(.person)
      #expect(
        session.snapshot
          == Screens.subjects(labels: [Self.failure], rows: Scenario.openRows, retry: true))
      try await session.tap("Retry")
    }
    try await session.fail(.person)
    #expect(session.snapshot == Screens.subjects(labels: [Self.givingUp], rows: Scenario.openRows))

    // Having given up, the screen appears again: it loads, and a failure offers Retry again.
    try await session.select("Math")
    try await session.back()
    try await session.fail(.person)
    #expect(
      session.snapshot
        == Screens.subjects(labels: [Self.failure], rows: Scenario.openRows, retry: true))
  }
}
