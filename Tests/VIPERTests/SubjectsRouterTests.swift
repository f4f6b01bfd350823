import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// The subject-list router alone, with a real navigation stack: at the presenter's word it
/// builds the next module and pushes it on the stack of the view controller it serves, here a
/// stand-in for the list.
@MainActor
@Suite("VIPER SubjectsRouter", .serialMainLoop)
struct SubjectsRouterTests {
  let list = ViewController()
  let router: SubjectsRouter
  let navigation: NavigationController

  init() {
    let service = ControllableService(data: .fixture())
    router = SubjectsRouter(repository: service.repository)
    router.viewController = list
    navigation = pushOnScreen(list)
  }

  @Test("Opening Practice pushes the Practice screen for that subject")
  func openingPracticePushesPractice() {
    // When
    router.openPractice(for: Subject(id: 3, name: "History", phases: [.high]))

    // Then
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(title: "History", labels: ["Practice History"]))
  }

  @Test("Opening All subjects pushes the All subjects screen with the curriculum's checkmarks")
  func openingAllSubjectsPushesAllSubjects() {
    // When
    router.openAllSubjects(with: .fixture())

    // Then
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(
          title: "All subjects",
          rows: [
            .init(title: "Math", isChecked: true), .init(title: "Physics"),
            .init(title: "History", isChecked: true),
          ]))
  }
}
