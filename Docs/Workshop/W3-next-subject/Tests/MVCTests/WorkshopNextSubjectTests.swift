import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// W3, next subject, at MVC's seam: the subject list's controller on screen, which makes and
/// pushes each practice screen, and each practice controller, which pushes the next one. The
/// tests select, tap and go back, and read the screens on the navigation stack.
@MainActor
@Suite("MVC workshop W3: next subject", .serialMainLoop)
struct WorkshopNextSubjectTests {
  /// Math, Physics and History in high school, all three open.
  let service = ControllableService(data: .fixture(open: ["Math", "Physics", "History"]))
  let controller: SubjectsViewController

  init() {
    controller = SubjectsViewController(repository: service.repository)
  }

  @Test("W3.1 a practice screen offers the next open subject")
  func offersTheNextOpenSubject() async throws {
    // Given
    let navigation = await loadedSubjects()

    // When
    try controller.selectRow("Math")

    // Then: the list's controller made Math's practice, with the subjects that follow it
    #expect(navigation.topViewController?.snapshot == .practice("Math", next: "Physics"))

    // When
    try navigation.goBack()
    await settle()
    service.releaseAll()
    await settle()
    try controller.selectRow("History")

    // Then: the last open subject has none
    #expect(navigation.topViewController?.snapshot == .practice("History"))
  }

  @Test("W3.2 Next opens the next subject's practice, and going back returns")
  func nextOpensTheNextPracticeAndBackReturns() async throws {
    // Given
    let navigation = await loadedSubjects()
    try controller.selectRow("Math")
    let math = try #require(navigation.topViewController)

    // When: Math's practice controller pushes Physics', which pushes History's
    try math.tap("Next: Physics")
    try navigation.topViewController?.tap("Next: History")

    // Then
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

  /// The controller on screen, having received every answer.
  private func loadedSubjects() async -> NavigationController {
    let navigation = pushOnScreen(controller)
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
