import Model
import ServiceDoubles
import Testing
import ViewKit

/// The release scenarios L1–L4 of `Docs/FeatureSpec.md`, played the same way for every variant.
/// Each shows a screen the way a person reaches it, watches the objects that make it up without
/// keeping them, goes back, and expects every one of them gone, even with work still pending.
///
/// What differs between patterns is only which objects make up a screen: every variant's
/// `LifetimeTests` gives its `watchRoles`, and keeps one `@Test` per scenario under the names
/// all suites share. A failure is reported at that `@Test`.
@MainActor
public struct LifetimeScenarios {
  /// Math, Physics and History in high school; Math and History open.
  public let service = ControllableService(data: .fixture())
  private let makeGreetingScreen: @MainActor (Person) -> ViewController
  private let makeSubjectsScreen: @MainActor (SubjectRepository, ReleaseWatch) -> ViewController
  private let watchRoles: @MainActor (ViewController, ReleaseWatch) throws -> Void

  /// - Parameters:
  ///   - makeGreetingScreen: The variant's greeting screen, as its `Feature` makes it.
  ///   - makeSubjectsScreen: The variant's subject list, as its `Feature` makes it. The watch is
  ///     for an object the list holds only through closures, so that no screen can name it
  ///     (MVVM's coordinator); it is watched from the start and must be gone in L2 as well.
  ///   - watchRoles: Watches, in the screen given, the objects of the pattern's roles that the
  ///     screen made, beyond its view controller and views, which are always watched.
  public init(
    makeGreetingScreen: @escaping @MainActor (Person) -> ViewController,
    makeSubjectsScreen: @escaping @MainActor (SubjectRepository, ReleaseWatch) -> ViewController,
    watchRoles: @escaping @MainActor (ViewController, ReleaseWatch) throws -> Void
  ) {
    self.makeGreetingScreen = makeGreetingScreen
    self.makeSubjectsScreen = makeSubjectsScreen
    self.watchRoles = watchRoles
  }

  /// L1: the greeting screen, once it greeted, and all it made are released.
  public func releasesGreetingScreen(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    // Given
    let navigation = pushOnScreen(makeGreetingScreen(.fixture()))
    try navigation.topViewController?.tap("Show greeting")
    await settle(sourceLocation: sourceLocation)
    let watch = try watchTopScreen(of: navigation, sourceLocation: sourceLocation)

    // When
    try navigation.goBack()
    await settle(sourceLocation: sourceLocation)

    // Then
    #expect(watch.alive == [], sourceLocation: sourceLocation)
  }

  /// L2: the subject list and all it made are released while its three requests wait. A
  /// service that withdraws cancelled requests is left with none waiting; one that answers them
  /// late still holds the three, cancelled.
  public func releasesSubjectsScreen(
    cancellationPolicy: ControllableService.CancellationPolicy,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    // Given: the list is still waiting for its three answers.
    service.cancellationPolicy = cancellationPolicy
    let flow = ReleaseWatch()
    let navigation = pushOnScreen(makeSubjectsScreen(service.repository, flow))
    await settle(sourceLocation: sourceLocation)
    try #require(service.pending.count == 3, sourceLocation: sourceLocation)
    let watch = try watchTopScreen(of: navigation, sourceLocation: sourceLocation)

    // When
    try navigation.goBack()
    await settle(sourceLocation: sourceLocation)

    // Then: all gone; what the abandoned load left waiting depends on the service.
    #expect(watch.alive + flow.alive == [], sourceLocation: sourceLocation)
    switch cancellationPolicy {
    case .throwsAtOnce:
      #expect(service.pending == [], sourceLocation: sourceLocation)
    case .answersLate:
      #expect(
        service.pending.map(\.isCancelled) == [true, true, true], sourceLocation: sourceLocation)
    }
  }

  /// L3: a practice screen and all it made are released.
  public func releasesPracticeScreen(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    // Given
    let navigation = await pushLoadedSubjects(sourceLocation: sourceLocation)
    try navigation.topViewController?.selectRow("Math")
    await settle(sourceLocation: sourceLocation)
    let watch = try watchTopScreen(of: navigation, sourceLocation: sourceLocation)

    // When
    try navigation.goBack()
    await settle(sourceLocation: sourceLocation)

    // Then
    #expect(watch.alive == [], sourceLocation: sourceLocation)
  }

  /// L4: All subjects and all it made are released while a switch waits for the service.
  public func releasesAllSubjectsScreen(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    // Given: a switch of Physics is waiting for the service.
    let navigation = await pushLoadedSubjects(sourceLocation: sourceLocation)
    try navigation.topViewController?.selectRow("More")
    await settle(sourceLocation: sourceLocation)
    try navigation.topViewController?.selectRow("Physics")
    await settle(sourceLocation: sourceLocation)
    try #require(
      service.pending.map(\.description) == ["switch 2 on"], sourceLocation: sourceLocation)
    let watch = try watchTopScreen(of: navigation, sourceLocation: sourceLocation)

    // When
    try navigation.goBack()
    await settle(sourceLocation: sourceLocation)

    // Then
    #expect(watch.alive == [], sourceLocation: sourceLocation)
  }

  /// The subject list pushed on screen, with every answer in.
  private func pushLoadedSubjects(sourceLocation: SourceLocation) async -> NavigationController {
    let navigation = pushOnScreen(makeSubjectsScreen(service.repository, ReleaseWatch()))
    await settle(sourceLocation: sourceLocation)
    service.releaseAll()
    await settle(sourceLocation: sourceLocation)
    return navigation
  }

  /// Watches the screen on top of `navigation`: its view controller, every view in it, and the
  /// objects of its roles. Nothing of it is kept.
  private func watchTopScreen(
    of navigation: NavigationController, sourceLocation: SourceLocation
  ) throws -> ReleaseWatch {
    let screen = try #require(navigation.topViewController, sourceLocation: sourceLocation)
    let watch = ReleaseWatch()
    watch.watchScreen(screen)
    try watchRoles(screen, watch)
    return watch
  }
}
