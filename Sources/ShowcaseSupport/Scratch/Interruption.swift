import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes an interrupted run of the lab leave nothing behind. On SIGINT or SIGTERM the handler,
/// on a queue of its own, notes the signal and stops the child processes; the run, waiting for
/// them on the main actor, finds `ChildProcess` throwing `Stopped`, and its own cleanup removes
/// the scratch copy before exiting with 128 plus the signal: one thread alone touches the copy.
/// A second signal removes the copy and exits at once.
package final class Interruption: @unchecked Sendable {
  /// What a child process throws once the run is interrupted.
  package struct Stopped: Error {
    package let signal: Int32

    /// Says that `command` stopped and what became of the files; gives 128 plus the signal.
    @MainActor
    package func report(
      _ command: String, in console: Console,
      files: String = "the scratch copy is removed, the package untouched"
    ) -> Int32 {
      console.error("\(command): interrupted; \(files)")
      return 128 + signal
    }
  }

  package static let shared = Interruption()

  private let lock = NSLock()
  private var scratch: URL?
  private var children: Set<Int32> = []
  private var finishedFirst: Set<Int32> = []
  private var received: Int32?
  private var sources: [any DispatchSourceSignal] = []
  private let queue = DispatchQueue(label: "showcase.mutate.signals")

  /// Catches SIGINT and SIGTERM until `uninstall()`, for a run working in `scratch`, if any.
  package func install(removing scratch: URL? = nil) {
    lock.withLock {
      self.scratch = scratch
      received = nil
      guard sources.isEmpty else { return }
      for number in [SIGINT, SIGTERM] {
        // The default action would end the process before the copy could be removed.
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { [weak self] in self?.interrupted(by: number) }
        source.resume()
        sources.append(source)
      }
    }
  }

  package func uninstall() {
    lock.withLock {
      for source in sources { source.cancel() }
      sources = []
      scratch = nil
      for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    }
  }

  var signalReceived: Int32? { lock.withLock { received } }

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

  func isRunning(_ pid: Int32) -> Bool {
    lock.withLock { children.contains(pid) }
  }

  private func interrupted(by number: Int32) {
    let (first, pids, folder) = lock.withLock {
      let first = received == nil
      received = received ?? number
      return (first, children, scratch)
    }
    guard first else {
      if let folder { ScratchPackage.remove(folder) }
      exit(128 + number)
    }
    // SIGINT lets a build stop its compilers; whatever is left is killed a little later.
    for pid in pids { Self.signalGroup(of: pid, SIGINT) }
    queue.asyncAfter(deadline: .now() + 3) { [weak self] in
      for pid in self?.lock.withLock({ self?.children }) ?? [] {
        Self.signalGroup(of: pid, SIGKILL)
      }
    }
  }

  /// Sends `number` to the process group `pid` leads, and to `pid` itself.
  static func signalGroup(of pid: Int32, _ number: Int32) {
    kill(-pid, number)
    kill(pid, number)
  }
}

/// What a run of the lab could not do, said in one line: the copy does not build, or a suite
/// fails or runs no test on the unchanged copy. The commands exit with status 70.
package struct RunFailure: Error, CustomStringConvertible {
  package let description: String

  package init(description: String) { self.description = description }
}
