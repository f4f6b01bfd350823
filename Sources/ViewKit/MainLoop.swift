import Foundation
import RuntimeHook
import Tracing

/// The toolkit's run loop. In an app, UIKit's run loop turns by itself; here tests and the
/// runner turn it on purpose, so that asynchronous work happens at known points.
///
/// `withSerialExecution { … }` makes those points exact. While its body runs, every job of
/// Swift concurrency that would go to the runtime's pool of threads goes to the main queue
/// instead, in order, so no job runs on another thread at a moment nobody chose. Inside it,
/// `settle()` runs the work that is ready: after a request is answered, the task that awaited
/// it, and what follows, until the tasks wait again. It does so by turning the loop a fixed
/// number of times (`turnsPerSettle`): each turn runs every job queued before it, so a chain of
/// up to that many hops completes. The deepest chain in this package is under ten hops; a
/// deeper one would be left half-run, so the bound is generous.
///
/// The switch is the runtime's `swift_task_enqueueGlobal_hook`, the technique behind
/// `withMainSerialExecutor` in Point-Free's swift-concurrency-extras. The hook is one variable
/// for the whole process: while any serial scope is open, the pool's jobs of *every* task go to
/// the main queue, those of code running alongside too (other tests, the test runner itself).
/// So scopes stay as small as what needs them: a session of the runner, a test
/// (TestSupport's `.serialMainLoop` trait). Outside them, jobs run on the pool as usual.
@MainActor
public enum MainLoop {
  /// How many turns `settle()` takes. Each turn lets every job queued before it run; the
  /// longest chain of hops in this package is under ten jobs deep.
  public static let turnsPerSettle = 64

  /// Runs `body` with every job of the runtime's pool sent to the main queue, in order, then
  /// puts back whatever the hook held before. Scopes nest, and may overlap when tests run side
  /// by side: the hook is put back when the last open scope ends.
  public static func withSerialExecution<Value>(
    _ body: @MainActor () async throws -> Value
  ) async rethrows -> Value {
    if openScopes == 0 { replacedHook = SerialHook.install() }
    openScopes += 1
    defer {
      openScopes -= 1
      if openScopes == 0 { SerialHook.restore(replacedHook) }
    }
    return try await body()
  }

  /// Whether jobs go to the main queue now: inside `withSerialExecution`.
  public static var isSerial: Bool { openScopes > 0 }

  /// Runs every job that is ready, and every job those jobs make ready, for up to
  /// `turnsPerSettle` hops. Exact only inside `withSerialExecution`; outside, it says so once.
  public static func settle() async {
    if !isSerial, !hasWarned {
      // The turns still run, but work on the pool's threads may lag behind them.
      hasWarned = true
      FileHandle.standardError.write(
        Data("MainLoop: settle() outside withSerialExecution; steps may not settle\n".utf8))
    }
    for _ in 0..<turnsPerSettle { await Task.yield() }
  }

  private static var openScopes = 0
  private static var replacedHook: SerialHook.Hook?
  private static var hasWarned = false
}

/// The two runtime entry points `withSerialExecution` needs. Both are linked by name when the
/// program is built, so a runtime that lacked either would fail to link rather than lose every
/// job at run time; and both are found whether the runtime is linked statically or not.
private enum SerialHook {
  /// The runtime's own way to send a job to its pool.
  typealias Original = @convention(thin) (UnownedJob) -> Void
  /// What the hook variable holds: a function given each job and the runtime's own way.
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// Sends every job to the main queue from now on; returns what the hook held before.
  static func install() -> Hook? {
    let replaced = variable.load(as: Hook?.self)
    // Starting a task for the pool is a seam a trace reads the stack at: it happens in the code
    // that starts the task, such as the Model asking its services at once.
    let serial: Hook = { job, _ in
      Trace.taskStarted()
      enqueueOnMainExecutor(job)
    }
    variable.storeBytes(of: serial, as: Hook?.self)
    return replaced
  }

  /// Puts back what `install()` replaced.
  static func restore(_ hook: Hook?) {
    variable.storeBytes(of: hook, as: Hook?.self)
  }

  /// `swift_task_enqueueGlobal_hook`, declared in the RuntimeHook target.
  private static var variable: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(runtimeEnqueueGlobalHook())
  }
}

/// The runtime's function that puts a job on the main queue.
@_silgen_name("swift_task_enqueueMainExecutor")
private func enqueueOnMainExecutor(_ job: UnownedJob)
