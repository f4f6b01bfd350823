import ServiceDoubles
import Testing
import ViewKit

/// The trait of every suite whose tests drive asynchronous work by hand, written
/// `@Suite("…", .serialMainLoop)`. Each test runs on the serial main loop
/// (`MainLoop.withSerialExecution`), so that `settle()` is exact; when it is over, every
/// `ControllableService` it made is ended and the main loop settles, so that a request the test
/// left pending fails with cancellation instead of keeping its task suspended after the test.
public struct SerialMainLoopTrait: SuiteTrait, TestTrait, TestScoping {
  /// Given to a suite, the trait wraps each of its tests, not the suite as a whole.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await MainLoop.withSerialExecution {
      try await ControllableService.endingEachService {
        try await function()
      }
      await MainLoop.settle()
    }
  }
}

extension Trait where Self == SerialMainLoopTrait {
  /// Runs each test on the serial main loop and ends the services it made; see
  /// `SerialMainLoopTrait`.
  public static var serialMainLoop: Self { Self() }
}
