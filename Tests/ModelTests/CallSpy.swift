import Model

/// Starts an asynchronous call on the main actor and records how it ended, so that a test can
/// check that it has not ended yet, and what it answered once it has.
@MainActor
final class CallSpy<Value: Sendable> {
  /// What the call returned, once it returned.
  private(set) var answer: Value?
  /// What the call threw, once it threw.
  private(set) var error: (any Error)?
  private var task: Task<Void, Never>?

  init(_ call: @escaping @MainActor () async throws -> Value) {
    task = Task {
      do {
        answer = try await call()
      } catch {
        self.error = error
      }
    }
  }

  /// Cancels the call's task, as leaving a screen does.
  func cancel() {
    task?.cancel()
  }
}
