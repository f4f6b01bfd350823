import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVP

/// W3, next subject, at MVP's seam: the presenters, with view spies. The list's presenter says
/// which practice to open and what follows it; the practice presenter offers the next subject
/// and, when Next is tapped, says which practice to open. Pushing and going back are the view's
/// and the navigation stack's.
@MainActor
@Suite("MVP workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  let service = ControllableService(data: .fixture(open: ["Math", "Physics", "History"]))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() async {
    // Given: the list loaded
    let list = SubjectsPresenter(repository: service.repository)
    let listView = SubjectsViewSpy()
    list.view = listView
    list.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()

    // When
    list.rowSelected(at: 0)

    // Then: the list's presenter asks for Math's practice, with the open subjects after it...
    #expect(listView.takeCalls().last == .openPractice(for: math, following: [physics, history]))

    // When
    let (practice, view) = makePractice(math, following: [physics, history])
    let (last, lastView) = makePractice(history, following: [])
    practice.viewDidLoad()
    last.viewDidLoad()

    // Then: ...and the practice presenter offers the next one, but none after the last
    #expect(
      view.takeCalls() == [
        .show(title: "Math"), .show(prompt: "Practice Math"), .showNext("Next: Physics"),
      ]
    )
    #expect(
      lastView.takeCalls() == [
        .show(title: "History"), .show(prompt: "Practice History"), .showNext(nil),
      ])
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() {
    // Given
    let (practice, view) = makePractice(math, following: [physics, history])
    let (last, lastView) = makePractice(history, following: [])

    // When
    practice.nextTapped()
    last.nextTapped()

    // Then: Physics' practice, with what follows it, is to be pushed; going back pops it
    #expect(view.takeCalls() == [.openPractice(for: physics, following: [history])])
    #expect(lastView.takeCalls() == [])
  }

  // MARK: Helpers

  /// A practice presenter for `subject`, attached to a spy. The presenter holds its view weakly,
  /// so the test keeps the spy alive by holding it.
  private func makePractice(_ subject: Subject, following: [Subject]) -> (
    PracticePresenter, PracticeViewSpy
  ) {
    let presenter = PracticePresenter(subject: subject, following: following)
    let view = PracticeViewSpy()
    presenter.view = view
    return (presenter, view)
  }
}
