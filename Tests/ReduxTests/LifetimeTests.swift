import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import Redux

/// In Redux a screen is its view controller, the views it created and its store; Practice,
/// which has nothing to reduce, has no store. Each test shows a screen built through `Feature`
/// the way a person reaches it, watches those objects without keeping them, goes back, and
/// expects every one of them gone, even with work still pending: the store's subscriber holds
/// its controller weakly, and its effects' tasks hold the store weakly.
@MainActor
@Suite("Redux Lifetime", .serialMainLoop)
struct LifetimeTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("L1 the greeting screen and all it made are released")
  func releasesGreetingScreen() async throws {
    // Given
    let navigation = pushOnScreen(Feature.makeGreetingScreen(person: .fixture()))
    try navigation.topViewController?.tap("Show greeting")
    await settle()
    let watch = try watchTopScreen(of: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }

  @Test("L2 the subject list and all it made are released, even mid-load")
  func releasesSubjectsScreen() async throws {
    // Given: the list is still waiting for its three answers.
    let navigation = pushOnScreen(Feature.makeSubjectsScreen(repository: service.repository))
    await settle()
    try #require(service.pending.count == 3)
    let watch = try watchTopScreen(of: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then: all gone, and the abandoned load left no request waiting.
    #expect(watch.alive == [])
    #expect(service.pending == [])
  }

  @Test("L2 the subject list and all it made are released while its cancelled requests wait")
  func releasesSubjectsScreenWhileItsRequestsWait() async throws {
    // Given: a service that answers cancelled requests late, and the list waiting for its three
    // answers.
    service.cancellationPolicy = .answersLate
    let navigation = pushOnScreen(Feature.makeSubjectsScreen(repository: service.repository))
    await settle()
    try #require(service.pending.count == 3)
    let watch = try watchTopScreen(of: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then: all gone, though the abandoned load still waits for its answers.
    #expect(watch.alive == [])
    #expect(service.pending.map(\.isCancelled) == [true, true, true])
  }

  @Test("L3 a practice screen and all it made are released")
  func releasesPracticeScreen() async throws {
    // Given
    let navigation = await pushLoadedSubjects()
    try navigation.topViewController?.selectRow("Math")
    await settle()
    let watch = try watchTopScreen(of: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }

  @Test("L4 All subjects and all it made are released, even mid-switch")
  func releasesAllSubjectsScreen() async throws {
    // Given: a switch of Physics is waiting for the service.
    let navigation = await pushLoadedSubjects()
    try navigation.topViewController?.selectRow("More")
    await settle()
    try navigation.topViewController?.selectRow("Physics")
    await settle()
    try #require(service.pending.map(\.description) == ["switch 2 on"])
    let watch = try watchTopScreen(of: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }

  // MARK: Helpers

  /// The subject list pushed on screen, with every answer in.
  private func pushLoadedSubjects() async -> NavigationController {
    let navigation = pushOnScreen(Feature.makeSubjectsScreen(repository: service.repository))
    await settle()
    service.releaseAll()
    await settle()
    return navigation
  }

  /// Watches the screen on top of `navigation`: its view controller, every view in it, and its
  /// store. Nothing of it is kept.
  private func watchTopScreen(of navigation: NavigationController) throws -> ReleaseWatch {
    let screen = try #require(navigation.topViewController)
    let watch = ReleaseWatch()
    watch.watchScreen(screen)
    switch screen {
    case let greeting as GreetingViewController:
      watch.watch(greeting.store, as: "store")
    case let subjects as SubjectsViewController:
      watch.watch(subjects.store, as: "store")
    case is PracticeViewController:
      break
    case let allSubjects as AllSubjectsViewController:
      watch.watch(allSubjects.store, as: "store")
    default:
      Issue.record("\(type(of: screen)) is not a screen of this variant")
    }
    return watch
  }
}
