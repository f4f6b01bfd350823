import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithHandlers

/// In MVVM with handlers a screen is its view controller, the views it made, its context, the
/// view model and the handlers the context joins. The scenarios are played by the shared
/// `LifetimeScenarios`: each screen built through `Feature` the way a person reaches it, left,
/// and expected gone with all it made, even with work still pending: the handlers hold the
/// context weakly, the business handler holds the view controller weakly, the observation
/// holds the view weakly, and the data handlers' tasks hold them weakly.
@MainActor
@Suite("MVVMWithHandlers Lifetime", .serialMainLoop)
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

  /// Watches the screen's context and what it joins: the view model and the handlers.
  private static func watchRoles(of screen: ViewController, in watch: ReleaseWatch) {
    switch screen {
    case let greeting as GreetingViewController:
      watch.watch(greeting.context, as: "context")
      watch.watch(greeting.context.viewModel, as: "view model")
      watch.watch(greeting.context.dataHandler, as: "data handler")
      watch.watch(greeting.context.businessHandler, as: "business handler")
    case let subjects as SubjectsViewController:
      watch.watch(subjects.context, as: "context")
      watch.watch(subjects.context.viewModel, as: "view model")
      watch.watch(subjects.context.dataHandler, as: "data handler")
      watch.watch(subjects.context.businessHandler, as: "business handler")
    case let practice as PracticeViewController:
      watch.watch(practice.context, as: "context")
      watch.watch(practice.context.viewModel, as: "view model")
      watch.watch(practice.context.dataHandler, as: "data handler")
    case let allSubjects as AllSubjectsViewController:
      watch.watch(allSubjects.context, as: "context")
      watch.watch(allSubjects.context.viewModel, as: "view model")
      watch.watch(allSubjects.context.dataHandler, as: "data handler")
      watch.watch(allSubjects.context.businessHandler, as: "business handler")
    default:
      Issue.record("\(type(of: screen)) is not a screen of this variant")
    }
  }
}
