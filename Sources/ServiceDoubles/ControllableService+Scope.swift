/// Ends, when a piece of work is over, every `ControllableService` it made: a test, for one.
/// The test then need not end its services itself, and a request it left pending cannot keep
/// a task suspended after it.
extension ControllableService {
  /// Runs `body`, then ends every service made while it ran, in its task or in the tasks that
  /// task started (detached ones aside: they inherit no task-local), and returns what `body`
  /// returned.
  public static func endingEachService<Value>(
    madeIn body: @MainActor () async throws -> Value
  ) async rethrows -> Value {
    let made = MadeServices()
    defer { made.endAll() }
    return try await $madeInScope.withValue(made) { try await body() }
  }

  /// The services made in the current `endingEachService(madeIn:)`, if one is running.
  @TaskLocal static var madeInScope: MadeServices?

  /// The services one `endingEachService(madeIn:)` will end.
  @MainActor
  final class MadeServices {
    private var services: [ControllableService] = []

    func add(_ service: ControllableService) {
      services.append(service)
    }

    func endAll() {
      for service in services { service.end() }
    }
  }
}
