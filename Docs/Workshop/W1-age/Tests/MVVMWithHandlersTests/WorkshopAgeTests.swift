import Foundation
import Model
import TestSupport
import Testing

@testable import MVVMWithHandlers

/// W1, the learner's age, at MVVM with handlers' seam: the greeting's context with its real
/// handlers, as its view controller makes it, given a clock that says what day it is; the tests
/// tap through the business handler and read the view model's whole state.
@MainActor
@Suite("MVVMWithHandlers workshop W1: the learner's age")
struct WorkshopAgeTests {
  /// Monday 15 June 2026, noon UTC: today, for every test here.
  let now = utc(2026, 6, 15, hour: 12)

  @Test("W1.1 a learner under 18 sees their age after the birthdate")
  func showsTheAgeOfALearnerUnder18() {
    // Given
    let eleven = makeGreeting(born: utc(2015, 3, 2))
    let one = makeGreeting(born: utc(2025, 1, 10))

    // When
    eleven.businessHandler.showGreetingTapped()
    one.businessHandler.showGreetingTapped()

    // Then
    #expect(
      eleven.viewModel.state
        == .init(
          greeting: "Hello John Smith", birthdate: "Born Monday March 2, 2015 · 11 years old"))
    #expect(
      one.viewModel.state
        == .init(
          greeting: "Hello John Smith", birthdate: "Born Friday January 10, 2025 · 1 year old"))
  }

  @Test("W1.2 the age counts whole years, and is not shown from 18 on")
  func countsWholeYearsUntil18() {
    // Given: 18 tomorrow, 18 today, 12 today
    let contexts = [utc(2008, 6, 16), utc(2008, 6, 15), utc(2014, 6, 15)].map(makeGreeting)

    // When
    for context in contexts { context.businessHandler.showGreetingTapped() }

    // Then
    #expect(
      contexts.map(\.viewModel.state.birthdate) == [
        "Born Monday June 16, 2008 · 17 years old", "Born Sunday June 15, 2008",
        "Born Sunday June 15, 2014 · 12 years old",
      ])
  }

  // MARK: Helpers

  /// The greeting's context for John Smith born on `birthdate`, as its view controller makes it
  /// when told that it is `now`.
  private func makeGreeting(born birthdate: Date) -> GreetingContext {
    GreetingViewController(person: .fixture(birthdate: birthdate), now: { now }).context
  }
}

/// Midnight UTC, or `hour` o'clock, of a day.
private func utc(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
  let components = DateComponents(year: year, month: month, day: day, hour: hour)
  return calendar.date(from: components) ?? .distantPast
}
