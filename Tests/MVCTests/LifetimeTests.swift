import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// In MVC a screen is its view controller and the views it created. Each test shows a screen
/// the way a person reaches it, keeps only weak references to the controller and its views,
/// goes back, and expects every one of them to be gone.
@MainActor
@Suite("Lifetime")
struct LifetimeTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("L1 the greeting screen and all it made are released")
  func releasesGreetingScreen() async throws {
    // Given
    let navigation = pushOnScreen(GreetingViewController(person: .fixture()))
    try navigation.topViewController?.tap("Show greeting")
    let watch = ReleaseWatch()
    watch.watchScreen(try #require(navigation.topViewController))

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }

  @Test("L2 the subject list and all it made are released, even mid-load")
  func releasesSubjectsScreen() async throws {
    // Given: the list is still waiting for its three answers.
    let navigation = pushOnScreen(SubjectsViewController(repository: service.repository))
    await settle()
    let watch = ReleaseWatch()
    watch.watchScreen(try #require(navigation.topViewController))

    // When
    try navigation.goBack()

    // Then: gone at once, though its load still waits: the load's task holds it weakly.
    #expect(watch.alive == [])

    // When
    await settle()

    // Then: the load was cancelled, so nothing it asked for still waits.
    #expect(service.pending == [])
  }

  @Test("L3 a practice screen and all it made are released")
  func releasesPracticeScreen() async throws {
    // Given
    let navigation = pushOnScreen(SubjectsViewController(repository: service.repository))
    await settle()
    service.releaseAll()
    await settle()
    try navigation.topViewController?.selectRow("Math")
    let watch = ReleaseWatch()
    watch.watchScreen(try #require(navigation.topViewController))

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }

  @Test("L4 All subjects and all it made are released, even mid-switch")
  func releasesAllSubjectsScreen() async throws {
    // Given: a switch of Physics is waiting for the service.
    let navigation = pushOnScreen(SubjectsViewController(repository: service.repository))
    await settle()
    service.releaseAll()
    await settle()
    try navigation.topViewController?.selectRow("More")
    try navigation.topViewController?.selectRow("Physics")
    await settle()
    let watch = ReleaseWatch()
    watch.watchScreen(try #require(navigation.topViewController))

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }
}
