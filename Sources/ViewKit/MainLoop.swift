import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The toolkit's run loop. In an app, UIKit's run loop turns by itself; here tests and the
/// runner turn it on purpose, so that asynchronous work happens at known points.
///
/// `settle()` runs the work that is ready: after a request is answered, the task that awaited
/// it, and what follows, until the tasks wait again. It does so by turning the loop a fixed
/// number of times (`turnsPerSettle`): each turn runs every job queued before it, so a chain of
/// up to that many hops completes. The deepest chain in this package is under ten hops; a
/// deeper one would be left half-run, so the bound is generous. To make the turns exact,
/// `runSerially()` sends every job of Swift concurrency to the main queue, in order, so no
/// job runs on another thread at a moment nobody chose. It is the technique behind
/// `withMainSerialExecutor` in Point-Free's swift-concurrency-extras, written here with the
/// runtime hook it rests on (`swift_task_enqueueGlobal_hook`).
@MainActor
public enum MainLoop {
  /// How many turns `settle()` takes. Each turn lets every job queued before it run; the
  /// longest chain of hops in this package is under ten jobs deep.
  public static let turnsPerSettle = 64

  /// Runs every job that is ready, and every job those jobs make ready, for up to
  /// `turnsPerSettle` hops.
  public static func settle() async {
    runSerially()
    if !isSerial, !hasWarned {
      // Without the hook the turns still run, but other threads may lag behind them.
      hasWarned = true
      FileHandle.standardError.write(
        Data("MainLoop: serial execution is unavailable; asynchronous steps may not settle\n".utf8))
    }
    for _ in 0..<turnsPerSettle { await Task.yield() }
  }

  private static var hasWarned = false

  /// Sends all concurrency jobs to the main queue from now on. Safe to call more than once.
  public static func runSerially() {
    guard !isSerial, let hook = SerialHook.pointer else { return }
    hook.pointee = { job, _ in SerialHook.enqueueOnMain(job) }
    isSerial = true
  }

  /// Whether jobs run serially on the main queue. False only where the runtime lacks the hook.
  public private(set) static var isSerial = false
}

/// The two runtime entry points `runSerially()` needs, found by name in the running process.
private enum SerialHook {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  nonisolated(unsafe) static let pointer: UnsafeMutablePointer<Hook?>? =
    symbol("swift_task_enqueueGlobal_hook").map { $0.assumingMemoryBound(to: Hook?.self) }

  static let mainEnqueue: Original? =
    symbol("swift_task_enqueueMainExecutor").map { unsafeBitCast($0, to: Original.self) }

  static func enqueueOnMain(_ job: UnownedJob) {
    mainEnqueue?(job)
  }

  private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(dlopen(nil, RTLD_NOW), name)
  }
}
