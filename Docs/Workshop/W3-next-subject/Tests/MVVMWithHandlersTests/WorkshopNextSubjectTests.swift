import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithHandlers

/// W3, next subject, at MVVM with handlers' seams: the practice's data handler words the Next
/// button from the subjects that follow; where a row or Next leads is the business handlers'
/// decision, and they make the next screen and push it from their view controller. The tests
/// drive the data handler alone, then the business handlers with a plain view controller on a
/// real navigation stack, sending the events as the views do.
@MainActor
@Suite("MVVMWithHandlers workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  let service = ControllableService(data: .fixture(open: ["Math", "Physics", "History"]))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])
  /// The screen the business handlers push from: any view controller on a stack will do.
  let controller = ViewController()

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() async throws {
    // Given: the list loaded
    let businessHandler = SubjectsBusinessHandler()
    let list = SubjectsContext(
      dataHandler: SubjectsDataHandler(repository: service.repository),
      businessHandler: businessHandler)
    businessHandler.controller = controller
    let navigation = pushOnScreen(controller)
    list.businessHandler.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()

    // When
    list.businessHandler.rowSelected(at: 0)

    // Then: the list's business handler pushes Math's practice, with the open subjects after
    // it...
    let practice = try #require(navigation.topViewController as? PracticeViewController)
    #expect(practice.snapshot.buttons == [.init(title: "Next: Physics")])

    // When
    let first = makePractice(math, following: [physics, history])
    let last = makePractice(history, following: [])
    first.dataHandler.loadPrompt()
    last.dataHandler.loadPrompt()

    // Then: ...and the practice's data handler offers the next one, but none after the last
    #expect(first.viewModel.nextTitle == "Next: Physics")
    #expect(last.viewModel.nextTitle == nil)
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() throws {
    // Given
    let practice = makePractice(math, following: [physics, history])
    let navigation = pushOnScreen(controller)

    // When
    practice.businessHandler.nextTapped()

    // Then: the practice's business handler makes Physics' practice and pushes it
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(
          title: "Physics", labels: ["Practice Physics"], buttons: [.init(title: "Next: History")]
        ))

    // When
    try navigation.goBack()

    // Then
    #expect(navigation.topViewController === controller)
  }

  // MARK: Helpers

  /// The practice's context for `subject` and the ones after it, with its real handlers, its
  /// business handler pushing from `controller`.
  private func makePractice(_ subject: Subject, following: [Subject]) -> PracticeContext {
    let businessHandler = PracticeBusinessHandler()
    let context = PracticeContext(
      dataHandler: PracticeDataHandler(subject: subject, following: following),
      businessHandler: businessHandler)
    businessHandler.controller = controller
    return context
  }
}
