import Foundation
import Model
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// W1, the learner's age (Docs/Workshop/W1-age/exercise.md), against every variant through user
/// actions only. A variant's public entry takes no clock, so these scenarios read the real one:
/// each birthdate is counted back from today, and a scenario that runs across midnight (UTC) is
/// played again on the new day.
@MainActor
@Suite("Workshop W1: the learner's age", .serialMainLoop)
struct WorkshopAgeTests {
  @Test("W1.1 a learner under 18 sees their age after the birthdate", arguments: Variant.underTest)
  func showsTheAgeOfALearnerUnder18(variant: Variant) async throws {
    let (today, screens) = try await Self.onOneDay { today in
      [
        try await Self.greeting(of: variant, born: Self.day(today, years: -11, days: -40)),
        try await Self.greeting(of: variant, born: Self.day(today, years: -1, days: -40)),
      ]
    }
    #expect(screens.map(\.beforeTheTap) == [Screens.greeting, Screens.greeting])
    #expect(
      screens.map(\.afterTheTap) == [
        Screens.greeted(
          "Hello John Smith",
          "Born \(Self.written(Self.day(today, years: -11, days: -40))) · 11 years old"),
        Screens.greeted(
          "Hello John Smith",
          "Born \(Self.written(Self.day(today, years: -1, days: -40))) · 1 year old"),
      ])
  }

  @Test(
    "W1.2 the age counts whole years, and is not shown from 18 on", arguments: Variant.underTest)
  func countsWholeYearsUntil18(variant: Variant) async throws {
    let birthdates = { (today: Date) in
      [
        Self.day(today, years: -18, days: 1), Self.day(today, years: -18),
        Self.day(today, years: -12),
      ]
    }
    let (today, screens) = try await Self.onOneDay { today in
      var screens: [(beforeTheTap: ScreenSnapshot, afterTheTap: ScreenSnapshot)] = []
      for birthdate in birthdates(today) {
        screens.append(try await Self.greeting(of: variant, born: birthdate))
      }
      return screens
    }
    let born = birthdates(today).map { "Born \(Self.written($0))" }
    #expect(
      screens.map(\.afterTheTap) == [
        Screens.greeted("Hello John Smith", born[0] + " · 17 years old"),
        Screens.greeted("Hello John Smith", born[1]),
        Screens.greeted("Hello John Smith", born[2] + " · 12 years old"),
      ])
  }

  // MARK: Helpers

  /// The greeting for John Smith born on `birthdate`, before and after the tap.
  static func greeting(of variant: Variant, born birthdate: Date) async throws -> (
    beforeTheTap: ScreenSnapshot, afterTheTap: ScreenSnapshot
  ) {
    let session = Session(variant: variant)
    await session.openGreeting(person: .fixture(birthdate: birthdate))
    let before = session.snapshot
    try await session.tap("Show greeting")
    return (before, session.snapshot)
  }

  /// Plays `scenario` with today's date (midnight UTC), again if the day changed meanwhile.
  static func onOneDay<Value>(_ scenario: (Date) async throws -> Value) async rethrows
    -> (Date, Value)
  {
    while true {
      let today = day(Date(), years: 0)
      let result = try await scenario(today)
      if day(Date(), years: 0) == today { return (today, result) }
    }
  }

  /// Midnight UTC of the day `years` and `days` away from `date`'s.
  static func day(_ date: Date, years: Int, days: Int = 0) -> Date {
    let midnight = calendar.startOfDay(for: date)
    let moved = calendar.date(byAdding: .year, value: years, to: midnight) ?? midnight
    return calendar.date(byAdding: .day, value: days, to: moved) ?? moved
  }

  /// `Monday March 2, 2015`, as G6 writes a birthdate.
  static func written(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEEE MMMM d, yyyy"
    return formatter.string(from: date)
  }

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }()
}
