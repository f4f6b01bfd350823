import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import TEA

/// Navigation as state, on screen: the list's view controller, with its real store and a real
/// navigation stack, pushes the screen of the destination its state names, and tells its store
/// when the user went back from it. The counterpart of MVVM's coordinator tests and VIPER's
/// router tests.
@MainActor
@Suite("TEA SubjectsViewController", .serialMainLoop)
struct SubjectsViewControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("A Practice destination pushes the Practice screen for that subject")
  func practiceDestinationPushesPractice() async throws {
    // Given
    let (list, navigation) = try await loadedList()

    // When
    list.store.send(.rowSelected(at: 1))
    await settle()

    // Then
    #expect(list.store.state.destination != nil)
    #expect(navigation.viewControllers.count == 3)
    #expect(
      navigation.topViewController?.snapshot
        == ScreenSnapshot(title: "History", labels: ["Practice History"]))
  }

  @Test("An All subjects destination pushes All subjects with the curriculum's checkmarks")
  func allSubjectsDestinationPushesAllSubjects() async throws {
    // Given
    let (list, navigation) = try await loadedList()

    // When
    list.store.send(.rowSelected(at: 2))
    await settle()

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

  @Test("Going back from the destination clears it, and the list loads again")
  func goingBackClearsTheDestination() async throws {
    // Given
    let (list, navigation) = try await loadedList()
    list.store.send(.rowSelected(at: 0))
    await settle()

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(list.store.state.destination == nil)
    #expect(list.store.state.isLoading)
    #expect(navigation.topViewController === list)
  }

  @Test("A state drawn again while its destination is on screen pushes nothing more")
  func redrawingPushesTheDestinationOnce() async throws {
    // Given: the list uncovered, so loading again with its rows on screen, and Math selected
    let (list, navigation) = try await loadedList()
    navigation.pushViewController(ViewController())
    navigation.popViewController()
    await settle()
    list.store.send(.rowSelected(at: 0))
    await settle()

    // When: the load answers, and the list draws its new state
    service.releaseAll()
    await settle()

    // Then: Practice was pushed once
    #expect(!list.store.state.isLoading)
    #expect(navigation.viewControllers.count == 3)
  }

  // MARK: Helpers

  /// The list as `Feature` makes it, on screen, with every answer in.
  private func loadedList() async throws -> (SubjectsViewController, NavigationController) {
    // The entry hands out a plain view controller; this variant's list is this one.
    let list = try #require(
      Feature.makeSubjectsScreen(repository: service.repository) as? SubjectsViewController)
    let navigation = pushOnScreen(list)
    await settle()
    service.releaseAll()
    await settle()
    return (list, navigation)
  }
}
