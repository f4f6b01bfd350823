import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// In MVVM a screen is its view controller, the views it created and its view model; the subject
/// list also starts the flow's coordinator, which no screen holds by name, only the list's view
/// model through its closures, so it is watched from the start. The scenarios are played by the
/// shared `LifetimeScenarios`: each screen built the way a person reaches it, left, and expected
/// gone with all it made, even with work still pending: the binding's `onChange` and the view
/// models' tasks hold their screen weakly.
@MainActor
@Suite("MVVM Lifetime", .serialMainLoop)
struct LifetimeTests {
  let scenarios = LifetimeScenarios(
    makeGreetingScreen: Feature.makeGreetingScreen(person:),
    makeSubjectsScreen: { repository, watch in
      // `Feature.makeSubjectsScreen`, with its coordinator watched.
      let coordinator = SubjectsCoordinator(repository: repository)
      watch.watch(coordinator, as: "coordinator")
      return coordinator.start()
    },
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

  /// Watches the screen's view model.
  private static func watchRoles(of screen: ViewController, in watch: ReleaseWatch) {
    switch screen {
    case let greeting as GreetingViewController:
      watch.watch(greeting.viewModel, as: "view model")
    case let subjects as SubjectsViewController:
      watch.watch(subjects.viewModel, as: "view model")
    case let practice as PracticeViewController:
      watch.watch(practice.viewModel, as: "view model")
    case let allSubjects as AllSubjectsViewController:
      watch.watch(allSubjects.viewModel, as: "view model")
    default:
      Issue.record("\(type(of: screen)) is not a screen of this variant")
    }
  }
}
