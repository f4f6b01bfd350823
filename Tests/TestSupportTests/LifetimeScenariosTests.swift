import Model
import ServiceDoubles
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

  /// A subject list that loads while it is on screen and cancels the load when it leaves.
  final class LoadingList: ViewController {
    let repository: SubjectRepository
    private var loading: Task<Void, Never>?

    init(repository: SubjectRepository) {
      self.repository = repository
      super.init()
    }

    override func viewWillAppear() {
      loading = Task { [repository] in _ = try? await repository.curriculum() }
    }

    override func viewDidDisappear() {
      if isMovingFromParent { loading?.cancel() }
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

  @Test("an object of the flow, watched from the start, that outlives the list fails L2")
  func failsWhenTheFlowStays() async throws {
    // Given: the list's flow object kept alive, as a coordinator holding itself would be.
    let kept = Role()
    let scenarios = LifetimeScenarios(
      makeGreetingScreen: { _ in BareGreeting() },
      makeSubjectsScreen: { repository, flow in
        flow.watch(kept, as: "coordinator")
        return LoadingList(repository: repository)
      },
      watchRoles: { _, _ in })

    // When, then
    try await withKnownIssue {
      try await scenarios.releasesSubjectsScreen(cancellationPolicy: .throwsAtOnce)
    } matching: { issue in
      String(describing: issue).contains(#"["coordinator"]"#)
    }
    withExtendedLifetime(kept) {}
  }

  @Test("a list whose flow is released with it passes L2")
  func passesWhenTheFlowGoes() async throws {
    // Given: the flow object made for the list, and held by nothing else.
    let scenarios = LifetimeScenarios(
      makeGreetingScreen: { _ in BareGreeting() },
      makeSubjectsScreen: { repository, flow in
        flow.watch(Role(), as: "coordinator")
        return LoadingList(repository: repository)
      },
      watchRoles: { _, _ in })

    // When, then
    try await scenarios.releasesSubjectsScreen(cancellationPolicy: .throwsAtOnce)
  }
}
