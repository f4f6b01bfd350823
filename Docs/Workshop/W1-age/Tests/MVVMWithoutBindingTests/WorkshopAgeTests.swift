import Foundation
import Model
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithoutBinding

/// W1, the learner's age, at MVVM without binding's seam: the greeting's view controller, given
/// a clock that says what day it is, its view loaded and its button tapped; the tests read the
/// whole screen.
@MainActor
@Suite("MVVMWithoutBinding workshop W1: the learner's age")
struct WorkshopAgeTests {
  /// Monday 15 June 2026, noon UTC: today, for every test here.
  let now = utc(2026, 6, 15, hour: 12)

  @Test("W1.1 a learner under 18 sees their age after the birthdate")
  func showsTheAgeOfALearnerUnder18() throws {
    // Given
    let eleven = makeGreeting(born: utc(2015, 3, 2))
    let one = makeGreeting(born: utc(2025, 1, 10))

    // When
    try eleven.tap("Show greeting")
    try one.tap("Show greeting")

    // Then
    #expect(
      eleven.snapshot
        == .greeting("Hello John Smith", "Born Monday March 2, 2015 · 11 years old"))
    #expect(
      one.snapshot == .greeting("Hello John Smith", "Born Friday January 10, 2025 · 1 year old"))
  }

  @Test("W1.2 the age counts whole years, and is not shown from 18 on")
  func countsWholeYearsUntil18() throws {
    // Given: 18 tomorrow, 18 today, 12 today
    let seventeen = makeGreeting(born: utc(2008, 6, 16))
    let eighteen = makeGreeting(born: utc(2008, 6, 15))
    let twelve = makeGreeting(born: utc(2014, 6, 15))

    // When
    for controller in [seventeen, eighteen, twelve] { try controller.tap("Show greeting") }

    // Then
    #expect(
      seventeen.snapshot
        == .greeting("Hello John Smith", "Born Monday June 16, 2008 · 17 years old"))
    #expect(eighteen.snapshot == .greeting("Hello John Smith", "Born Sunday June 15, 2008"))
    #expect(
      twelve.snapshot == .greeting("Hello John Smith", "Born Sunday June 15, 2014 · 12 years old"))
  }

  // MARK: Helpers

  /// The controller for John Smith born on `birthdate`, told that it is `now`, its view loaded.
  private func makeGreeting(born birthdate: Date) -> GreetingViewController {
    let controller = GreetingViewController(
      person: .fixture(birthdate: birthdate), now: { now })
    controller.loadViewIfNeeded()
    return controller
  }
}

/// Midnight UTC, or `hour` o'clock, of a day.
private func utc(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
  let components = DateComponents(year: year, month: month, day: day, hour: hour)
  return calendar.date(from: components) ?? .distantPast
}

extension ScreenSnapshot {
  /// The greeting screen showing `labels` above its button.
  fileprivate static func greeting(_ labels: String...) -> ScreenSnapshot {
    ScreenSnapshot(title: "Greeting", labels: labels, buttons: [.init(title: "Show greeting")])
  }
}
