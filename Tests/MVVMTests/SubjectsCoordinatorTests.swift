import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The subjects coordinator alone, with a real navigation stack: it starts the flow with the
/// subject list, and on a view model's request it makes the next screen and pushes it on the
/// list's stack.
@MainActor
@Suite("MVVM SubjectsCoordinator", .serialMainLoop)
struct SubjectsCoordinatorTests {
  let coordinator: SubjectsCoordinator
  let navigation: NavigationController

  init() {
    let service = ControllableService(data: .fixture())
    coordinator = SubjectsCoordinator(repository: service.repository)
    navigation = pushOnScreen(coordinator.start())
  }

  @Test("Opening Practice pushes the Practice screen for that subject")
  func openingPracticePushesPractice() {
    // When
    coordinator.openPractice(for: Subject(id: 3, name: "History", phases: [.high]))

    // Then
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(title: "History", labels: ["Practice History"]))
  }

  @Test("Opening All subjects pushes the All subjects screen with the curriculum's checkmarks")
  func openingAllSubjectsPushesAllSubjects() {
    // When
    coordinator.openAllSubjects(with: .fixture())

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
