import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import TEA

/// W3, next subject, at TEA's seams: the reducers say which practice comes next, as the
/// destination in their state; the practice screen's view controller pushes it and reports
/// going back. The tests run the reducers in test stores, then the practice screen on a real
/// navigation stack.
@MainActor
@Suite("TEA workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  let service = ControllableService(data: .fixture(open: ["Math", "Physics", "History"]))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() async {
    // Given: the list loaded
    let list = TestStore(
      initialState: SubjectsState(),
      reducer: SubjectsReducer(repository: service.repository).reduce)
    await list.send(.viewWillAppear) { $0.isLoading = true }
    service.releaseAll()
    let curriculum = Curriculum.fixture(service.data)
    await list.receive(.curriculumLoaded(.success(curriculum))) {
      $0.isLoading = false
      $0.curriculum = curriculum
    }

    // When, then: the list's destination is Math's practice, with the open subjects after it...
    await list.send(.rowSelected(at: 0)) {
      $0.destination = .practice(PracticeState(subject: math, following: [physics, history]))
    }
    await list.finish()

    // When
    let practice = PracticeState(subject: math, following: [physics, history])
    let last = PracticeState(subject: history, following: [])

    // Then: ...and the practice's state offers the next one, but none after the last
    #expect(practice.nextTitle == "Next: Physics")
    #expect(last.nextTitle == nil)
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() async throws {
    // Given
    let practice = TestStore(
      initialState: PracticeState(subject: math, following: [physics, history]),
      reducer: PracticeReducer().reduce)

    // When, then: the practice's destination is Physics' practice...
    await practice.send(.nextTapped) {
      $0.destination = .practice(PracticeState(subject: physics, following: [history]))
    }
    await practice.finish()

    // Given
    let screen = Feature.makeScreen(
      for: .practice(PracticeState(subject: math, following: [physics, history])),
      repository: service.repository)
    let navigation = pushOnScreen(screen)

    // When: ...which its view controller pushes
    try navigation.topViewController?.tap("Next: Physics")

    // Then
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(
          title: "Physics", labels: ["Practice Physics"], buttons: [.init(title: "Next: History")]
        ))

    // When
    try navigation.goBack()

    // Then: back on Math, whose state no longer names a destination
    #expect(navigation.topViewController?.snapshot.title == "Math")
    let math = try #require(screen as? PracticeViewController)
    #expect(math.store.state.destination == nil)
  }
}
