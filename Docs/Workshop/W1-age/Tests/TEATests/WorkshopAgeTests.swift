import Foundation
import Model
import TestSupport
import Testing

@testable import TEA

/// W1, the learner's age, at TEA's seam: the greeting's reducer in a test store, given a clock
/// that says what day it is; the tests state the exact state the tap leads to.
@MainActor
@Suite("TEA workshop W1: the learner's age", .serialMainLoop)
struct WorkshopAgeTests {
  /// Monday 15 June 2026, noon UTC: today, for every test here.
  let now = utc(2026, 6, 15, hour: 12)

  @Test("W1.1 a learner under 18 sees their age after the birthdate")
  func showsTheAgeOfALearnerUnder18() async {
    // Given
    let eleven = makeGreeting(born: utc(2015, 3, 2))
    let one = makeGreeting(born: utc(2025, 1, 10))

    // When, then
    await eleven.send(.showGreetingTapped) {
      $0.greeting = "Hello John Smith"
      $0.birthdate = "Born Monday March 2, 2015 · 11 years old"
    }
    await one.send(.showGreetingTapped) {
      $0.greeting = "Hello John Smith"
      $0.birthdate = "Born Friday January 10, 2025 · 1 year old"
    }
    await eleven.finish()
    await one.finish()
  }

  @Test("W1.2 the age counts whole years, and is not shown from 18 on")
  func countsWholeYearsUntil18() async {
    // Given: 18 tomorrow, 18 today, 12 today
    let stores = [utc(2008, 6, 16), utc(2008, 6, 15), utc(2014, 6, 15)].map(makeGreeting)
    let birthdates = [
      "Born Monday June 16, 2008 · 17 years old", "Born Sunday June 15, 2008",
      "Born Sunday June 15, 2014 · 12 years old",
    ]

    // When, then
    for (store, birthdate) in zip(stores, birthdates) {
      await store.send(.showGreetingTapped) {
        $0.greeting = "Hello John Smith"
        $0.birthdate = birthdate
      }
      await store.finish()
    }
  }

  // MARK: Helpers

  /// A test store over the greeting's reducer for John Smith born on `birthdate`, told that it
  /// is `now`.
  private func makeGreeting(born birthdate: Date) -> TestStore<GreetingState, GreetingAction> {
    TestStore(
      initialState: GreetingState(),
      reducer: GreetingReducer(person: .fixture(birthdate: birthdate), now: { now }).reduce)
  }
}

/// Midnight UTC, or `hour` o'clock, of a day.
private func utc(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
  let components = DateComponents(year: year, month: month, day: day, hour: hour)
  return calendar.date(from: components) ?? .distantPast
}
