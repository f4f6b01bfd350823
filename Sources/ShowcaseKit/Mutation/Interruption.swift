import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes an interrupted mutation run leave nothing behind: on Ctrl-C (SIGINT) or SIGTERM it
/// stops the run's child processes, removes the scratch copy and exits with 128 plus the
/// signal's number. The handlers run on a queue of their own, since the run waits on the main
/// actor; everything they touch sits behind a lock.
final class Interruption: @unchecked Sendable {
  static let shared = Interruption()

  private let lock = NSLock()
  private var scratch: URL?
  private var children: Set<Int32> = []
  private var finishedFirst: Set<Int32> = []
  private var sources: [any DispatchSourceSignal] = []
  private let queue = DispatchQueue(label: "showcase.mutate.signals")

  /// Catches SIGINT and SIGTERM until `uninstall()`; the scratch copy at `scratch` goes when one
  /// arrives.
  func install(removing scratch: URL) {
    lock.withLock {
      self.scratch = scratch
      guard sources.isEmpty else { return }
      for number in [SIGINT, SIGTERM] {
        // The default action would end the process before the handler could clean up.
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { [weak self] in self?.interrupted(by: number) }
        source.resume()
        sources.append(source)
      }
    }
  }

  /// Restores the default handling, once the scratch copy is gone.
  func uninstall() {
    lock.withLock {
      for source in sources { source.cancel() }
      sources = []
      scratch = nil
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }
  }

  /// A child that may already have finished: its termination handler can run first.
  func started(_ pid: Int32) {
    lock.withLock {
      if finishedFirst.remove(pid) == nil { children.insert(pid) }
    }
  }

  func finished(_ pid: Int32) {
    lock.withLock {
      if children.remove(pid) == nil { finishedFirst.insert(pid) }
    }
  }

  /// Whether `pid` is a child that has not finished yet.
  func isRunning(_ pid: Int32) -> Bool {
    lock.withLock { children.contains(pid) }
  }

  private func interrupted(by number: Int32) {
    let (pids, folder) = lock.withLock { (children, scratch) }
    // A build passes SIGINT on to the compilers it started; a test bundle just stops.
    for pid in pids { kill(pid, SIGINT) }
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline, pids.contains(where: { kill($0, 0) == 0 && !hasExited($0) }) {
      usleep(50_000)
    }
    for pid in pids where !hasExited(pid) { kill(pid, SIGKILL) }
    if let folder { ScratchPackage.remove(folder) }
    let message = "\ninterrupted: the scratch copy is removed, the package is untouched\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(128 + number)
  }

  /// Whether `pid` has ended; reaps it if it has, so that it does not linger as a zombie.
  private func hasExited(_ pid: Int32) -> Bool {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    return result == pid || result == -1
  }
}
