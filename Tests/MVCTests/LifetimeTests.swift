import Model
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
  var repository: SubjectRepository { SubjectRepository(people: service, subjects: service) }

  @Test("L1 the greeting screen and all it made are released")
  func releasesGreetingScreen() async throws {
    // Given
    let navigation = pushOnScreen(GreetingViewController(person: .fixture()))
    try navigation.topViewController?.tap("Show greeting")
    var watch = ReleaseWatch()
    try watch.watchScreen(on: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }

  @Test("L2 the subject list and all it made are released, even mid-load")
  func releasesSubjectsScreen() async throws {
    // Given: the list is still waiting for its three answers.
    let navigation = pushOnScreen(SubjectsViewController(repository: repository))
    await settle()
    var watch = ReleaseWatch()
    try watch.watchScreen(on: navigation)

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
    let navigation = pushOnScreen(SubjectsViewController(repository: repository))
    await settle()
    service.releaseAll()
    await settle()
    try navigation.topViewController?.selectRow("Math")
    var watch = ReleaseWatch()
    try watch.watchScreen(on: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }

  @Test("L4 All subjects and all it made are released, even mid-switch")
  func releasesAllSubjectsScreen() async throws {
    // Given: a switch of Physics is waiting for the service.
    let navigation = pushOnScreen(SubjectsViewController(repository: repository))
    await settle()
    service.releaseAll()
    await settle()
    try navigation.topViewController?.selectRow("More")
    try navigation.topViewController?.selectRow("Physics")
    await settle()
    var watch = ReleaseWatch()
    try watch.watchScreen(on: navigation)

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(watch.alive == [])
  }
}

/// Holds a screen's objects weakly and names those still alive, so a failure says which object
/// was kept and by the type it has.
@MainActor
private struct ReleaseWatch {
  private var watched: [(name: String, object: () -> AnyObject?)] = []

  /// Watches the screen on top of `navigation`: its view controller, its root view and every
  /// view inside it. The test itself keeps no strong reference to any of them.
  mutating func watchScreen(on navigation: NavigationController) throws {
    let controller = try #require(navigation.topViewController)
    watch(controller)
    watchViews(in: controller.view)
  }

  /// The type names of the watched objects that are still alive.
  var alive: [String] {
    watched.filter { $0.object() != nil }.map(\.name)
  }

  private mutating func watchViews(in view: View) {
    watch(view)
    for subview in view.subviews { watchViews(in: subview) }
  }

  private mutating func watch(_ object: AnyObject) {
    watched.append((String(describing: type(of: object)), { [weak object] in object }))
  }
}
