import Model
import TestSupport
import Testing
import ViewKit

/// The shared driver of L1–L4 fails when a screen leaves an object behind, and names it.
@MainActor
@Suite("LifetimeScenarios", .serialMainLoop)
struct LifetimeScenariosTests {
  /// A greeting screen with only its button, and nothing that outlives it.
  final class BareGreeting: ViewController {
    override func viewDidLoad() {
      view.addSubview(Button(title: "Show greeting"))
    }
  }

  /// An object of a pattern's role.
  final class Role {}

  @Test("a screen that releases all it made passes")
  func passesWhenAllIsReleased() async throws {
    // Given: the screen makes its role object and watches it, keeping it nowhere else.
    let scenarios = LifetimeScenarios(
      makeGreetingScreen: { _ in BareGreeting() },
      makeSubjectsScreen: { _, _ in BareGreeting() },
      watchRoles: { _, watch in watch.watch(Role(), as: "role") })

    // When, then
    try await scenarios.releasesGreetingScreen()
  }

  @Test("an object the screen leaves behind fails the scenario, by its name")
  func failsWhenSomethingStays() async throws {
    // Given: a role object something else keeps alive, as a strong reference back would.
    let kept = Role()
    let scenarios = LifetimeScenarios(
      makeGreetingScreen: { _ in BareGreeting() },
      makeSubjectsScreen: { _, _ in BareGreeting() },
      watchRoles: { _, watch in watch.watch(kept, as: "role") })

    // When, then
    try await withKnownIssue {
      try await scenarios.releasesGreetingScreen()
    } matching: { issue in
      String(describing: issue).contains(#"["role"]"#)
    }
    withExtendedLifetime(kept) {}
  }
}
