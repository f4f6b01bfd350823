import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import TEA

/// In TEA a screen is its view controller, the views it created and its store; Practice,
/// which has nothing to reduce, has no store. The scenarios are played by the shared
/// `LifetimeScenarios`: each screen built through `Feature` the way a person reaches it, left,
/// and expected gone with all it made, even with work still pending: the store's subscriber
/// holds its controller weakly, and its effects' tasks hold the store weakly.
@MainActor
@Suite("TEA Lifetime", .serialMainLoop)
struct LifetimeTests {
  let scenarios = LifetimeScenarios(
    makeGreetingScreen: Feature.makeGreetingScreen(person:),
    makeSubjectsScreen: { repository, _ in Feature.makeSubjectsScreen(repository: repository) },
    watchRoles: watchRoles)

  @Test("L1 the greeting screen and all it made are released")
  func releasesGreetingScreen() async throws {
    try await scenarios.releasesGreetingScreen()
  }

  @Test("L2 the subject list and all it made are released, even mid-load")
  func releasesSubjectsScreen() async throws {
    try await scenarios.releasesSubjectsScreen(cancellationPolicy: .throwsAtOnce)
  }

  @Test("L2 the subject list and all it made are released while its cancelled requests wait")
  func releasesSubjectsScreenWhileItsRequestsWait() async throws {
    try await scenarios.releasesSubjectsScreen(cancellationPolicy: .answersLate)
  }

  @Test("L3 a practice screen and all it made are released")
  func releasesPracticeScreen() async throws {
    try await scenarios.releasesPracticeScreen()
  }

  @Test("L4 All subjects and all it made are released, even mid-switch")
  func releasesAllSubjectsScreen() async throws {
    try await scenarios.releasesAllSubjectsScreen()
  }

  // MARK: The pattern's roles

  /// Watches the screen's store, where it has one.
  private static func watchRoles(of screen: ViewController, in watch: ReleaseWatch) {
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
  }
}
