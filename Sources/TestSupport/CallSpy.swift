/// Starts an asynchronous call on the main actor and records how it ended, so that a test can
/// check that it has not ended yet, and what it answered once it has.
@MainActor
public final class CallSpy<Value: Sendable> {
  /// What the call returned, once it returned.
  public private(set) var answer: Value?
  /// What the call threw, once it threw.
  public private(set) var error: (any Error)?
  private var task: Task<Void, Never>?

  public init(_ call: @escaping @MainActor () async throws -> Value) {
    task = Task {
      do {
        answer = try await call()
      } catch {
        self.error = error
      }
    }
  }

  /// Cancels the call's task, as leaving a screen does.
  public func cancel() {
    task?.cancel()
  }
}
