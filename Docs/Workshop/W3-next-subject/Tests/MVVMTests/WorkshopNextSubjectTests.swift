import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// W3, next subject, at MVVM's seams: the view models say which practice to open and what
/// follows it, through the closures their coordinator gives them; the coordinator makes the
/// screen and pushes it. The tests drive the view models alone, then the coordinator with a
/// real navigation stack.
@MainActor
@Suite("MVVM workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  let service = ControllableService(data: .fixture(open: ["Math", "Physics", "History"]))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() async {
    // Given: the list loaded
    let list = SubjectsViewModel(repository: service.repository)
    var opened: [Opening] = []
    list.openPractice = { opened.append(Opening(subject: $0, following: $1)) }
    list.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()

    // When
    list.rowSelected(at: 0)

    // Then: the list's view model asks for Math's practice, with the open subjects after it...
    #expect(opened == [Opening(subject: math, following: [physics, history])])

    // When
    let practice = PracticeViewModel(subject: math, following: [physics, history])
    let last = PracticeViewModel(subject: history, following: [])

    // Then: ...and the practice view model offers the next one, but none after the last
    #expect(practice.nextTitle == "Next: Physics")
    #expect(last.nextTitle == nil)
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() throws {
    // Given
    let practice = PracticeViewModel(subject: math, following: [physics, history])
    var opened: [Opening] = []
    practice.openPractice = { opened.append(Opening(subject: $0, following: $1)) }

    // When
    practice.nextTapped()

    // Then: the view model asks its coordinator for Physics' practice...
    #expect(opened == [Opening(subject: physics, following: [history])])

    // Given
    let coordinator = SubjectsCoordinator(repository: service.repository)
    let navigation = pushOnScreen(coordinator.start())
    coordinator.openPractice(for: math, following: [physics, history])

    // When: ...which the coordinator makes and pushes
    try navigation.topViewController?.tap("Next: Physics")

    // Then
    #expect(navigation.viewControllers.count == 4)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(
          title: "Physics", labels: ["Practice Physics"], buttons: [.init(title: "Next: History")]
        ))

    // When
    try navigation.goBack()

    // Then
    #expect(navigation.topViewController?.snapshot.title == "Math")
  }

  // MARK: Helpers

  /// A request to open a practice screen, as the coordinator hears it.
  struct Opening: Equatable {
    let subject: Subject
    let following: [Subject]
  }
}
