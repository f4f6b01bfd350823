import Dispatch

/// A pool of threads of the concurrency tests' own: every job given to it runs on a concurrent
/// dispatch queue. Tasks that prefer it (`withTaskExecutorPreference`) run there, on several
/// threads at once, even while another suite holds the main loop serial: that redirects only
/// the runtime's default pool.
@available(macOS 15.0, *)
final class ThreadPoolExecutor: TaskExecutor {
  static let shared = ThreadPoolExecutor()

  private let queue = DispatchQueue(label: "ThreadPoolExecutor", attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
