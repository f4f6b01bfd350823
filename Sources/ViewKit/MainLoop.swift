import Foundation
import RuntimeHook

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
    for _ in 0..<turnsPerSettle { await Task.yield() }
  }

  /// Sends all concurrency jobs to the main queue from now on. Safe to call more than once.
  public static func runSerially() {
    guard !isSerial else { return }
    SerialHook.install()
    isSerial = true
  }

  /// Whether jobs run serially on the main queue: once `runSerially()` has run.
  public private(set) static var isSerial = false
}

/// The two runtime entry points `runSerially()` needs. Both are linked by name when the
/// program is built, so a runtime that lacked either would fail to link rather than lose every
/// job at run time; and both are found whether the runtime is linked statically or not.
private enum SerialHook {
  /// The runtime's own way to send a job to its pool.
  typealias Original = @convention(thin) (UnownedJob) -> Void
  /// What the hook variable holds: a function given each job and the runtime's own way.
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// Sends every job to the main queue from now on.
  static func install() {
    let serial: Hook = { job, _ in enqueueOnMainExecutor(job) }
    UnsafeMutableRawPointer(runtimeEnqueueGlobalHook()).storeBytes(of: serial, as: Hook?.self)
  }
}

/// The runtime's function that puts a job on the main queue.
@_silgen_name("swift_task_enqueueMainExecutor")
private func enqueueOnMainExecutor(_ job: UnownedJob)
