import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// W3, next subject, at MVC's entry: the subject list, made by `Feature` with its real roles, on a
/// real navigation stack. The tests select, tap Next and go back, and read the screen on top.
@MainActor
@Suite("MVC workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  let service = ControllableService(data: .fixture(open: ["Math", "Physics", "History"]))
  let list: ViewController

  init() {
    list = Feature.makeSubjectsScreen(repository: service.repository)
  }

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() async throws {
    // Given
    let navigation = await loadedSubjects()

    // When
    try list.selectRow("Math")

    // Then
    #expect(navigation.topViewController?.snapshot == .practice("Math", next: "Physics"))

    // When
    try navigation.goBack()
    await settle()
    service.releaseAll()
    await settle()
    try list.selectRow("History")

    // Then: the last open subject has none
    #expect(navigation.topViewController?.snapshot == .practice("History"))
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() async throws {
    // Given
    let navigation = await loadedSubjects()
    try list.selectRow("Math")
    let math = try #require(navigation.topViewController)

    // When
    try math.tap("Next: Physics")
    try navigation.topViewController?.tap("Next: History")

    // Then: the launcher, Subjects, then Math's, Physics' and History's practice
    #expect(navigation.viewControllers.count == 5)
    #expect(navigation.topViewController?.snapshot == .practice("History"))

    // When
    try navigation.goBack()

    // Then
    #expect(navigation.topViewController?.snapshot == .practice("Physics", next: "History"))

    // When
    try navigation.goBack()

    // Then
    #expect(navigation.topViewController === math)
  }

  // MARK: Helpers

  /// The list on screen, having received every answer.
  private func loadedSubjects() async -> NavigationController {
    let navigation = pushOnScreen(list)
    await settle()
    service.releaseAll()
    await settle()
    return navigation
  }
}

extension ScreenSnapshot {
  /// A practice screen, with its Next button when a subject follows.
  fileprivate static func practice(_ name: String, next: String? = nil) -> ScreenSnapshot {
    ScreenSnapshot(
      title: name, labels: ["Practice \(name)"],
      buttons: next.map { [.init(title: "Next: \($0)")] } ?? [])
  }
}
