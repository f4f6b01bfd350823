import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// Lifetime through the real wiring: each screen comes from `Feature`, is pushed on a
/// `NavigationController` shown in a `Window`, then popped. Every object the screen made (view
/// controller, view model, coordinator) must then be gone, even with work still pending: the
/// binding's `onChange` and the view models' tasks hold their screen weakly.
@MainActor
@Suite("MVVM lifetime")
struct LifetimeTests {
  let service = ControllableService(data: SubjectsTestData.data)
  let window = Window()
  let navigation = NavigationController(root: ViewController())

  init() {
    window.show(navigation)
  }

  @Test("L1 the greeting screen and all it made are released")
  func releasesGreetingScreen() async throws {
    // Given
    navigation.pushViewController(Feature.makeGreetingScreen(person: .fixture()))
    await settle()
    try navigation.topViewController?.tap("Show greeting")
    await settle()
    let objects = ReleaseWatch()
    do {
      let screen = try #require(navigation.topViewController as? GreetingViewController)
      objects.watch(screen, as: "view controller")
      objects.watch(screen.viewModel, as: "view model")
    }
    #expect(objects.alive == ["view controller", "view model"])

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(objects.alive == [])
  }

  @Test("L2 the subject list and all it made are released, even mid-load")
  func releasesSubjectsScreen() async throws {
    // Given a list still loading
    navigation.pushViewController(Feature.makeSubjectsScreen(repository: service.repository))
    await settle()
    let objects = ReleaseWatch()
    do {
      let screen = try #require(navigation.topViewController as? SubjectsViewController)
      objects.watch(screen, as: "view controller")
      objects.watch(screen.viewModel, as: "view model")
      objects.watch(screen.coordinator, as: "coordinator")
    }
    #expect(objects.alive == ["view controller", "view model", "coordinator"])
    #expect(service.pending.count == 3)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(objects.alive == [])
  }

  @Test("L3 a practice screen and all it made are released")
  func releasesPracticeScreen() async throws {
    // Given
    try await openLoadedSubjects()
    try navigation.topViewController?.selectRow("Math")
    await settle()
    let objects = ReleaseWatch()
    do {
      let screen = try #require(navigation.topViewController as? PracticeViewController)
      objects.watch(screen, as: "view controller")
      objects.watch(screen.viewModel, as: "view model")
    }
    #expect(objects.alive == ["view controller", "view model"])

    // When
    try navigation.goBack()
    await settle()
    service.releaseAll()
    await settle()

    // Then
    #expect(objects.alive == [])
  }

  @Test("L4 All subjects and all it made are released, even mid-switch")
  func releasesAllSubjectsScreen() async throws {
    // Given a switch still waiting
    try await openLoadedSubjects()
    try navigation.topViewController?.selectRow("More")
    await settle()
    try navigation.topViewController?.selectRow("Physics")
    await settle()
    let objects = ReleaseWatch()
    do {
      let screen = try #require(navigation.topViewController as? AllSubjectsViewController)
      objects.watch(screen, as: "view controller")
      objects.watch(screen.viewModel, as: "view model")
    }
    #expect(objects.alive == ["view controller", "view model"])
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(objects.alive == [])
    service.releaseAll()
    await settle()
  }

  private func openLoadedSubjects() async throws {
    navigation.pushViewController(Feature.makeSubjectsScreen(repository: service.repository))
    await settle()
    service.releaseAll()
    await settle()
  }
}
