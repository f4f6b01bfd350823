import Model
import ServiceDoubles
import ViewKit

/// One variant on screen, driven the way a person would: open a screen, tap, select a row, go
/// back; and the network, played by a `ControllableService`: release or fail what is pending.
/// After every step the main loop settles, so what a step caused is on screen when it returns;
/// that is exact when the session is driven inside `MainLoop.withSerialExecution`. A session
/// that is done is ended (`end()`), so that no request it left pending keeps a task waiting.
@MainActor
public final class Session {
  public let variant: Variant
  public let service: ControllableService
  public let navigation: NavigationController
  private let window = Window()

  /// The title of the first screen, from which the feature's screens are opened.
  public static let launcherTitle = "Showcase"

  /// A session of `variant` over `data`, its network answering as `cancellationPolicy` says
  /// (see `ControllableService`; a script changes it with `late answers on`).
  public init(
    variant: Variant, data: DataSet = .sample,
    cancellationPolicy: ControllableService.CancellationPolicy = .throwsAtOnce
  ) {
    self.variant = variant
    self.service = ControllableService(data: data, cancellationPolicy: cancellationPolicy)
    let launcher = ViewController()
    launcher.title = Self.launcherTitle
    self.navigation = NavigationController(root: launcher)
    window.show(navigation)
  }

  /// The screen on top.
  public var screen: ViewController {
    navigation.topViewController ?? navigation
  }

  /// What the screen on top shows.
  public var snapshot: ScreenSnapshot { screen.snapshot }

  /// Opens the greeting for `person`, or for the data's person.
  public func openGreeting(person: Person? = nil) async {
    navigation.pushViewController(variant.makeGreetingScreen(person ?? service.data.person))
    await MainLoop.settle()
  }

  /// Opens the subject list, loading through this session's service. A trace draws the
  /// service's requests from the role whose code asks.
  public func openSubjects() async {
    let traced = TracedService(base: service)
    let repository = SubjectRepository(people: traced, subjects: traced)
    navigation.pushViewController(variant.makeSubjectsScreen(repository))
    await MainLoop.settle()
  }

  public func tap(_ button: String) async throws {
    try screen.tap(button)
    await MainLoop.settle()
  }

  public func select(_ row: String) async throws {
    try screen.selectRow(row)
    await MainLoop.settle()
  }

  public func back() async throws {
    try navigation.goBack()
    await MainLoop.settle()
  }

  public func release(
    _ kind: ControllableService.Request.Kind, _ pick: ControllableService.Pick = .oldest
  ) async throws {
    try service.release(kind, pick)
    await MainLoop.settle()
  }

  public func fail(
    _ kind: ControllableService.Request.Kind, _ pick: ControllableService.Pick = .oldest,
    with error: ServiceError = .unreachable
  ) async throws {
    try service.fail(kind, pick, with: error)
    await MainLoop.settle()
  }

  /// Answers everything pending, oldest first, including what the answers lead to ask.
  public func releaseAll() async {
    while !service.pending.isEmpty {
      service.releaseAll()
      await MainLoop.settle()
    }
  }

  /// Ends the session: its service fails every request still pending with cancellation and
  /// takes no more, and the tasks that were waiting for them finish.
  public func end() async {
    let cancelled = service.end()
    // Only tasks that were waiting have something left to run.
    if !cancelled.isEmpty { await MainLoop.settle() }
  }
}
