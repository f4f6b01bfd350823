import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// The subject-list router alone, with a real navigation stack in a window: it builds the next
/// module and pushes it on the stack of the view controller it serves.
@MainActor
@Suite("VIPER subject-list router")
struct SubjectsRouterTests {
  let window = Window()
  let origin = ViewController()
  let navigation: NavigationController
  let router: SubjectsRouter

  init() {
    let service = ControllableService(data: .fixture())
    navigation = NavigationController(root: origin)
    window.show(navigation)
    router = SubjectsRouter(repository: service.repository)
    router.viewController = origin
  }

  @Test("Showing Practice pushes the Practice module for that subject")
  func showingPracticePushesPractice() {
    // When
    router.showPractice(for: Subject(id: 3, name: "History", phases: [.high]))

    // Then
    #expect(navigation.viewControllers.count == 2)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(title: "History", labels: ["Practice History"]))
  }

  @Test("Showing All subjects pushes the All subjects module with the curriculum's checkmarks")
  func showingAllSubjectsPushesAllSubjects() {
    // When
    router.showAllSubjects(of: .fixture())

    // Then
    #expect(navigation.viewControllers.count == 2)
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
