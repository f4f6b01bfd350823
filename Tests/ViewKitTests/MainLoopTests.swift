import Testing
import ViewKit

/// `MainLoop.settle()` is what lets tests wait without sleeping; inside
/// `MainLoop.withSerialExecution`, it must be exact. The other suites get that scope from
/// TestSupport's `.serialMainLoop` trait; these tests open it themselves.
@MainActor
@Suite("Main loop")
struct MainLoopTests {
  @MainActor
  final class Gate {
    var continuation: CheckedContinuation<Int, Never>?
    var delivered: [Int] = []
  }

  @Test(
    "After settle, work waiting on an answer has run as far as it can, every time (50 rounds)",
    arguments: 0..<50)
  func settleRunsReadyWork(round: Int) async {
    await MainLoop.withSerialExecution {
      // Given a main-actor task that waits for an answer, hops off the main actor with it, and
      // reports it
      let gate = Gate()
      Task { @MainActor in
        let value = await withCheckedContinuation { gate.continuation = $0 }
        let doubled = await Self.double(value)
        gate.delivered.append(doubled)
      }
      await MainLoop.settle()
      #expect(gate.continuation != nil)
      #expect(gate.delivered.isEmpty)

      // When the answer arrives
      gate.continuation?.resume(returning: round)
      await MainLoop.settle()

      // Then everything it led to has happened
      #expect(gate.delivered == [round * 2])
      #expect(MainLoop.isSerial)
    }
  }

  @Test("Serial scopes nest: the inner one ending leaves the outer one serial")
  func scopesNest() async {
    await MainLoop.withSerialExecution {
      // When
      let inner = await MainLoop.withSerialExecution { MainLoop.isSerial }

      // Then
      #expect(inner)
      #expect(MainLoop.isSerial)
    }
  }

  @Test("A serial scope hands back its body's value and lets its error through")
  func scopeReturnsAndRethrows() async {
    await MainLoop.withSerialExecution {
      // When
      let value = await MainLoop.withSerialExecution { await Self.double(21) }
      let error = await #expect(throws: Refusal.self) {
        try await MainLoop.withSerialExecution { throw Refusal() }
      }

      // Then
      #expect(value == 42)
      #expect(error != nil)
      #expect(MainLoop.isSerial)
    }
  }

  struct Refusal: Error {}

  /// Runs off the main actor, so the chain hops between executors.
  nonisolated static func double(_ value: Int) async -> Int {
    value * 2
  }
}
