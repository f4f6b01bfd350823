import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command a mutation run starts (a build, a test bundle), awaited without blocking the main
/// actor, stopped when it runs past its time limit, and known to `Interruption` while it runs.
package enum ChildProcess {
  package struct Outcome: Sendable {
    package let status: Int32
    package let timedOut: Bool
    package let seconds: Double
  }

  /// Runs `arguments` (looked up on `PATH` through `env`) in `directory` with `environment`;
  /// output goes to `log`, or nowhere. A run past `timeLimit` is stopped: SIGTERM, then SIGKILL.
  /// Throws `Interruption.Stopped` once the run is interrupted, before or after the command.
  package static func run(
    _ arguments: [String], in directory: URL, environment: [String: String], log: URL? = nil,
    timeLimit: Duration? = nil
  ) async throws -> Outcome {
    if let signal = Interruption.shared.signalReceived {
      throw Interruption.Stopped(signal: signal)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let output: FileHandle
    if let log {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      output = try FileHandle(forWritingTo: log)
    } else {
      output = FileHandle.nullDevice
    }
    defer { if log != nil { try? output.close() } }
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice

    let clock = ContinuousClock()
    let start = clock.now
    let timedOut = TimeLimitFlag()
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        Interruption.shared.finished(finished.processIdentifier)
        continuation.resume(returning: finished.terminationStatus)
      }
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
        return
      }
      let pid = process.processIdentifier
      Interruption.shared.started(pid)
      if let timeLimit {
        let seconds = Timing.seconds(timeLimit)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
          guard Interruption.shared.isRunning(pid) else { return }
          timedOut.set()
          Interruption.signalGroup(of: pid, SIGTERM)
          DispatchQueue.global().asyncAfter(deadline: .now() + 2) {
            if Interruption.shared.isRunning(pid) { Interruption.signalGroup(of: pid, SIGKILL) }
          }
        }
      }
    }
    if let signal = Interruption.shared.signalReceived {
      throw Interruption.Stopped(signal: signal)
    }
    return Outcome(
      status: status, timedOut: timedOut.isSet, seconds: Timing.seconds(clock.now - start))
  }
}

/// Whether a child process was stopped for running too long; set on another queue.
private final class TimeLimitFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
