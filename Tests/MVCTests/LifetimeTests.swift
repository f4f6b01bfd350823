import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// In MVC a screen is its view controller and the views it created: the controller is the only
/// role, so nothing beyond what every variant's screen watches is watched here. The scenarios
/// are played by the shared `LifetimeScenarios`: each screen built through `Feature` the way a
/// person reaches it, left, and expected gone with all it made, even with work still pending:
/// the controllers' tasks and the buttons' actions hold them weakly.
@MainActor
@Suite("MVC Lifetime", .serialMainLoop)
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

  /// MVC has no role beyond the view controller and its views, which are always watched.
  private static func watchRoles(of screen: ViewController, in watch: ReleaseWatch) {}
}
