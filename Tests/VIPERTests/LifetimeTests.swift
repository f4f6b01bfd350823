import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// In VIPER a screen is a module: its view controller, the views it created, its presenter, its
/// interactor and, for the subject list, its router. The scenarios are played by the shared
/// `LifetimeScenarios`: each screen built through `Feature` the way a person reaches it, left,
/// and expected gone with all it made, even with work still pending: the roles own each other
/// one way only (view → presenter → interactor and router), and every reference back and every
/// task is weak.
@MainActor
@Suite("VIPER Lifetime", .serialMainLoop)
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

  /// Watches the rest of the screen's module: its presenter, its interactor and its router.
  private static func watchRoles(of screen: ViewController, in watch: ReleaseWatch) throws {
    switch screen {
    case let greeting as GreetingViewController:
      let presenter = try #require(greeting.eventHandler as? GreetingPresenter)
      watch.watch(presenter, as: "presenter")
      watch.watch(presenter.interactor, as: "interactor")
    case let subjects as SubjectsViewController:
      let presenter = try #require(subjects.eventHandler as? SubjectsPresenter)
      watch.watch(presenter, as: "presenter")
      watch.watch(presenter.interactor, as: "interactor")
      watch.watch(presenter.router, as: "router")
    case let practice as PracticeViewController:
      let presenter = try #require(practice.eventHandler as? PracticePresenter)
      watch.watch(presenter, as: "presenter")
      watch.watch(presenter.interactor, as: "interactor")
    case let allSubjects as AllSubjectsViewController:
      let presenter = try #require(allSubjects.eventHandler as? AllSubjectsPresenter)
      watch.watch(presenter, as: "presenter")
      watch.watch(presenter.interactor, as: "interactor")
    default:
      Issue.record("\(type(of: screen)) is not a screen of this variant")
    }
  }
}
