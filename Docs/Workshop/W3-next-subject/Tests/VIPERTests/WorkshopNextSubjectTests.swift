import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// W3, next subject, at VIPER's seams: the presenters decide, with spies for their neighbours,
/// and the practice module's router pushes, with a real navigation stack. The list's presenter
/// routes to a practice with the subjects that follow it; the practice presenter offers the
/// next one and, when Next is tapped, routes to it.
@MainActor
@Suite("VIPER workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() {
    // Given: the list loaded, all three open
    let router = SubjectsRouterSpy()
    let list = SubjectsPresenter(interactor: SubjectsInteractorSpy(), router: router)
    list.viewWillAppear()
    list.curriculumLoaded(.fixture(.fixture(open: ["Math", "Physics", "History"])))

    // When
    list.rowSelected(at: 0)

    // Then: the list's presenter routes to Math's practice, with the open subjects after it...
    #expect(router.takeRoutes() == [.practice(math, following: [physics, history])])

    // When
    let (practice, view, _) = makePractice(math, following: [physics, history])
    let (last, lastView, _) = makePractice(history, following: [])
    practice.viewDidLoad()
    last.viewDidLoad()

    // Then: ...and the practice presenter offers the next one, but none after the last
    #expect(
      view.takeCalls() == [
        .display(title: "Math"),
        .display(PracticeDisplayModel(prompt: "Practice Math", next: "Next: Physics")),
      ])
    #expect(
      lastView.takeCalls() == [
        .display(title: "History"), .display(PracticeDisplayModel(prompt: "Practice History")),
      ])
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() throws {
    // Given
    let (practice, _, router) = makePractice(math, following: [physics, history])
    practice.viewDidLoad()

    // When
    practice.nextTapped()

    // Then: the practice presenter routes to Physics' practice...
    #expect(router.routes == [.practice(physics, following: [history])])

    // Given
    let current = ViewController()
    let navigation = pushOnScreen(current)
    let practiceRouter = PracticeRouter()
    practiceRouter.viewController = current

    // When: ...which the practice router builds and pushes
    practiceRouter.openPractice(for: physics, following: [history])

    // Then
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(
          title: "Physics", labels: ["Practice Physics"], buttons: [.init(title: "Next: History")]
        ))

    // When
    try navigation.goBack()

    // Then
    #expect(navigation.topViewController === current)
  }

  // MARK: Helpers

  /// A practice presenter whose interactor answers `subject` and what follows it, with a view
  /// spy and a router spy. The presenter holds its view weakly, so the test keeps the spy alive
  /// by holding it.
  private func makePractice(_ subject: Subject, following: [Subject]) -> (
    PracticePresenter, PracticeViewSpy, PracticeRouterSpy
  ) {
    let interactor = PracticeInteractorStub(subject: subject, following: following)
    let router = PracticeRouterSpy()
    let presenter = PracticePresenter(interactor: interactor, router: router)
    let view = PracticeViewSpy()
    presenter.view = view
    interactor.output = presenter
    return (presenter, view, router)
  }
}
