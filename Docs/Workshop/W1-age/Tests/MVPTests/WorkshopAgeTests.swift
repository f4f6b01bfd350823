import Foundation
import Model
import TestSupport
import Testing

@testable import MVP

/// W1, the learner's age, at MVP's seam: the greeting's presenter, given a clock that says what
/// day it is and a view spy; the tests read the commands it gave.
@MainActor
@Suite("MVP workshop W1: the learner's age")
struct WorkshopAgeTests {
  /// Monday 15 June 2026, noon UTC: today, for every test here.
  let now = utc(2026, 6, 15, hour: 12)

  @Test("W1.1 a learner under 18 sees their age after the birthdate")
  func showsTheAgeOfALearnerUnder18() {
    // Given
    let (eleven, elevenView) = makeGreeting(born: utc(2015, 3, 2))
    let (one, oneView) = makeGreeting(born: utc(2025, 1, 10))

    // When
    eleven.showGreetingTapped()
    one.showGreetingTapped()

    // Then
    #expect(
      elevenView.takeCalls() == [
        .show(greeting: "Hello John Smith"),
        .show(birthdate: "Born Monday March 2, 2015 · 11 years old"),
      ])
    #expect(
      oneView.takeCalls() == [
        .show(greeting: "Hello John Smith"),
        .show(birthdate: "Born Friday January 10, 2025 · 1 year old"),
      ])
  }

  @Test("W1.2 the age counts whole years, and is not shown from 18 on")
  func countsWholeYearsUntil18() {
    // Given: 18 tomorrow, 18 today, 12 today
    let greetings = [utc(2008, 6, 16), utc(2008, 6, 15), utc(2014, 6, 15)].map(makeGreeting)

    // When
    for (presenter, _) in greetings { presenter.showGreetingTapped() }

    // Then
    #expect(
      greetings.map { $0.1.takeCalls() } == [
        [
          .show(greeting: "Hello John Smith"),
          .show(birthdate: "Born Monday June 16, 2008 · 17 years old"),
        ],
        [.show(greeting: "Hello John Smith"), .show(birthdate: "Born Sunday June 15, 2008")],
        [
          .show(greeting: "Hello John Smith"),
          .show(birthdate: "Born Sunday June 15, 2014 · 12 years old"),
        ],
      ])
  }

  // MARK: Helpers

  /// A presenter for John Smith born on `birthdate`, told that it is `now`, attached to a spy.
  /// The presenter holds its view weakly, so the test keeps the spy alive by holding it.
  private func makeGreeting(born birthdate: Date) -> (GreetingPresenter, GreetingViewSpy) {
    let presenter = GreetingPresenter(person: .fixture(birthdate: birthdate), now: { now })
    let view = GreetingViewSpy()
    presenter.view = view
    return (presenter, view)
  }
}

/// Midnight UTC, or `hour` o'clock, of a day.
private func utc(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
  let components = DateComponents(year: year, month: month, day: day, hour: hour)
  return calendar.date(from: components) ?? .distantPast
}
