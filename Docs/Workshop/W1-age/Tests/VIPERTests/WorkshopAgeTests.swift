import Foundation
import Model
import TestSupport
import Testing

@testable import VIPER

/// W1, the learner's age, at VIPER's seams. The age is a rule about the learner, so the
/// interactor works it out, from a clock that says what day it is, and hands it over in
/// `GreetingData`; the wording is the presenter's. W1.1 is about the wording: the presenter
/// alone, with an interactor stub and a view spy. W1.2 is about the rule: the interactor alone,
/// with an output spy.
@MainActor
@Suite("VIPER workshop W1: the learner's age")
struct WorkshopAgeTests {
  /// Monday 15 June 2026, noon UTC: today, for every test here.
  let now = utc(2026, 6, 15, hour: 12)

  @Test("W1.1 a learner under 18 sees their age after the birthdate")
  func showsTheAgeOfALearnerUnder18() {
    // Given
    let (eleven, elevenView) = makeGreeting(
      answering: .fixture(birthdate: utc(2015, 3, 2), age: 11))
    let (one, oneView) = makeGreeting(answering: .fixture(birthdate: utc(2025, 1, 10), age: 1))

    // When
    eleven.showGreetingTapped()
    one.showGreetingTapped()

    // Then
    #expect(
      elevenView.takeCalls() == [
        .display(
          GreetingDisplayModel(
            greeting: "Hello John Smith", birthdate: "Born Monday March 2, 2015 · 11 years old"))
      ])
    #expect(
      oneView.takeCalls() == [
        .display(
          GreetingDisplayModel(
            greeting: "Hello John Smith", birthdate: "Born Friday January 10, 2025 · 1 year old"))
      ])
  }

  @Test("W1.2 the age counts whole years, and is not shown from 18 on")
  func countsWholeYearsUntil18() {
    // Given: 18 tomorrow, 18 today, 12 today
    let birthdates = [utc(2008, 6, 16), utc(2008, 6, 15), utc(2014, 6, 15)]
    let output = GreetingInteractorOutputSpy()
    let interactors = birthdates.map { birthdate in
      GreetingInteractor(person: .fixture(birthdate: birthdate), now: { now })
    }

    // When
    for interactor in interactors {
      interactor.output = output
      interactor.provideGreeting()
    }

    // Then: no age from 18 on
    #expect(
      output.received == [
        .fixture(birthdate: birthdates[0], age: 17), .fixture(birthdate: birthdates[1], age: nil),
        .fixture(birthdate: birthdates[2], age: 12),
      ])
  }

  // MARK: Helpers

  /// A presenter whose interactor answers `data`, attached to a spy. The presenter holds its
  /// view weakly, so the test keeps the spy alive by holding it.
  private func makeGreeting(answering data: GreetingData) -> (GreetingPresenter, GreetingViewSpy) {
    let interactor = GreetingInteractorStub(answer: data)
    let presenter = GreetingPresenter(interactor: interactor)
    let view = GreetingViewSpy()
    presenter.view = view
    interactor.output = presenter
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
