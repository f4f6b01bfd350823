import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Each screen is a view controller that owns its presenter; the presenter holds the view
/// controller back weakly and its tasks hold the presenter weakly. These tests put the screens
/// on a navigation stack in a window, as the app does, pop them, drop every reference the test
/// had, and check that both objects are gone.
@MainActor
@Suite("Lifetime")
struct LifetimeTests {
  let window = Window()
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("L1 the greeting screen and all it made are released")
  func releasesGreetingScreen() async throws {
    // Given
    let navigation = navigationOnDisplay()
    weak var controller: GreetingViewController?
    weak var presenter: GreetingPresenter?
    do {
      let screen = try #require(
        Feature.makeGreetingScreen(person: .fixture(birthdate: .unixEpoch))
          as? GreetingViewController)
      navigation.pushViewController(screen)
      try screen.tap("Show greeting")
      controller = screen
      presenter = screen.presenter
    }
    #expect(controller != nil && presenter != nil)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(controller == nil)
    #expect(presenter == nil)
  }

  @Test("L2 the subject list and all it made are released, even mid-load")
  func releasesSubjectsScreen() async throws {
    // Given: the list is waiting for its three answers
    let navigation = navigationOnDisplay()
    weak var controller: SubjectsViewController?
    weak var presenter: SubjectsPresenter?
    do {
      let screen = try #require(
        Feature.makeSubjectsScreen(repository: service.repository) as? SubjectsViewController)
      navigation.pushViewController(screen)
      controller = screen
      presenter = screen.presenter
    }
    await settle()
    #expect(service.pending.count == 3)

    // When
    try navigation.goBack()
    await settle()

    // Then: both are gone, and the load they started was cancelled
    #expect(controller == nil)
    #expect(presenter == nil)
    #expect(service.pending.isEmpty)
  }

  @Test("L3 a practice screen and all it made are released")
  func releasesPracticeScreen() async throws {
    // Given
    let navigation = navigationOnDisplay()
    let subjects = try await loadedSubjects(on: navigation)
    weak var controller: PracticeViewController?
    weak var presenter: PracticePresenter?
    do {
      try subjects.selectRow("Math")
      let screen = try #require(navigation.topViewController as? PracticeViewController)
      controller = screen
      presenter = screen.presenter
    }
    #expect(controller != nil && presenter != nil)

    // When
    try navigation.goBack()
    await releaseAll()

    // Then
    #expect(controller == nil)
    #expect(presenter == nil)
  }

  @Test("L4 All subjects and all it made are released, even mid-switch")
  func releasesAllSubjectsScreen() async throws {
    // Given: a switch of Physics is waiting for the service
    let navigation = navigationOnDisplay()
    let subjects = try await loadedSubjects(on: navigation)
    weak var controller: AllSubjectsViewController?
    weak var presenter: AllSubjectsPresenter?
    do {
      try subjects.selectRow("More")
      let screen = try #require(navigation.topViewController as? AllSubjectsViewController)
      try screen.selectRow("Physics")
      controller = screen
      presenter = screen.presenter
    }
    await settle()
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(controller == nil)
    #expect(presenter == nil)
    await releaseAll()
  }

  // MARK: Helpers

  /// A navigation stack shown in the window, with a first screen to go back to.
  private func navigationOnDisplay() -> NavigationController {
    let navigation = NavigationController(root: ViewController())
    window.show(navigation)
    return navigation
  }

  /// The subject list pushed on `navigation`, with every answer in.
  private func loadedSubjects(on navigation: NavigationController) async throws -> ViewController {
    let subjects = Feature.makeSubjectsScreen(repository: service.repository)
    navigation.pushViewController(subjects)
    await releaseAll()
    return subjects
  }

  /// Answers everything pending, and whatever the answers lead to ask, then lets it land.
  private func releaseAll() async {
    await settle()
    while !service.pending.isEmpty {
      service.releaseAll()
      await settle()
    }
  }
}
