import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithoutBinding

/// W3, next subject, at MVVM without binding's seams: the practice view model's factory words
/// the Next button from the subjects that follow; where a row or Next leads is the view
/// controllers' decision, and they push the next screen themselves. The tests make the view
/// models alone, then drive the view controllers on a real navigation stack through their
/// delegate callbacks, as their views do.
@MainActor
@Suite("MVVMWithoutBinding workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  let service = ControllableService(data: .fixture(open: ["Math", "Physics", "History"]))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() async throws {
    // Given: the list loaded
    let list = SubjectsViewController(repository: service.repository)
    let navigation = pushOnScreen(list)
    await settle()
    service.releaseAll()
    await settle()

    // When
    list.rowSelected(at: 0)

    // Then: the list's view controller pushes Math's practice, with the open subjects after it...
    let practice = try #require(navigation.topViewController as? PracticeViewController)
    #expect(practice.snapshot.buttons == [.init(title: "Next: Physics")])

    // When
    let first = PracticeViewModel.make(from: math, following: [physics, history])
    let last = PracticeViewModel.make(from: history, following: [])

    // Then: ...and the practice view model offers the next one, but none after the last
    #expect(first == .init(prompt: "Practice Math", nextTitle: "Next: Physics"))
    #expect(last == .init(prompt: "Practice History", nextTitle: nil))
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() throws {
    // Given
    let practice = PracticeViewController(subject: math, following: [physics, history])
    let navigation = pushOnScreen(practice)

    // When
    practice.nextTapped()

    // Then: the practice's view controller makes Physics' practice and pushes it
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(
          title: "Physics", labels: ["Practice Physics"], buttons: [.init(title: "Next: History")]
        ))

    // When
    try navigation.goBack()

    // Then
    #expect(navigation.topViewController === practice)
  }
}
