import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command a run of the lab starts (a build, a test bundle), awaited without blocking the
/// main actor, stopped past its time limit, and known to `Interruption` while it runs.
///
/// Each leads a process group of its own, so that a signal to the group reaches the compilers
/// and tests it started: `posix_spawn` says so, where Linux's Foundation puts a `Process` in a
/// group of its own and Apple's documents no such thing.
package enum ChildProcess {
  package struct Outcome: Sendable {
    /// The exit status, or 128 plus the signal that ended the command, as a shell gives it.
    package let status: Int32
    package let timedOut: Bool
    package let seconds: Double
  }

  /// Runs `arguments` (on the `PATH` of `environment`) in `directory`, output to `log` or
  /// nowhere. Past `timeLimit`: SIGTERM, then SIGKILL. Throws `Interruption.Stopped` once the
  /// run is interrupted.
  package static func run(
    _ arguments: [String], in directory: URL, environment: [String: String], log: URL? = nil,
    timeLimit: Duration? = nil
  ) async throws -> Outcome {
    if let signal = Interruption.shared.signalReceived {
      throw Interruption.Stopped(signal: signal)
    }
    let output = try log.map { log in
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      return try FileHandle(forWritingTo: log)
    }
    defer { try? output?.close() }
    let clock = ContinuousClock()
    let start = clock.now
    let timedOut = TimeLimitFlag()
    let pid = try spawn(
      arguments, in: directory, environment: environment, output: output?.fileDescriptor)
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
    // Waiting blocks a thread, so it happens on a thread of its own.
    let status: Int32 = await withCheckedContinuation { continuation in
      Thread {
        let status = waitForExit(of: pid)
        Interruption.shared.finished(pid)
        continuation.resume(returning: status)
      }.start()
    }
    if let signal = Interruption.shared.signalReceived {
      throw Interruption.Stopped(signal: signal)
    }
    return Outcome(
      status: status, timedOut: timedOut.isSet, seconds: Timing.seconds(clock.now - start))
  }

  /// Starts `arguments` through `/bin/sh`, which enters `directory` and becomes the command,
  /// leading a new process group, with the default action for the signals `Interruption`
  /// ignores here. Input is empty; both outputs go to `output`, or to `/dev/null`.
  private static func spawn(
    _ arguments: [String], in directory: URL, environment: [String: String], output: Int32?
  ) throws -> pid_t {
    let shell = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path] + arguments
    let variables = environment.map { "\($0.key)=\($0.value)" }
    var actions = SpawnFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var failures = [
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0),
      output.map { posix_spawn_file_actions_adddup2(&actions, $0, 1) }
        ?? posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0),
      posix_spawn_file_actions_adddup2(&actions, 1, 2),
    ]
    var attributes = SpawnAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    failures += [
      posix_spawnattr_setpgroup(&attributes, 0),
      posix_spawnattr_setsigdefault(&attributes, &defaults),
      posix_spawnattr_setsigmask(&attributes, &unblocked),
      posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)),
    ]
    var pid = pid_t()
    let result =
      failures.first { $0 != 0 }
      ?? withCStrings(shell) { argv in
        withCStrings(variables) { envp in
          posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        }
      }
    guard result == 0 else {
      throw CocoaError(
        .fileReadUnknown,
        userInfo: [NSLocalizedDescriptionKey: "cannot start \(arguments.first ?? ""): \(result)"])
    }
    return pid
  }

  /// The exit status of `pid` once it has ended, or 128 plus its signal.
  private static func waitForExit(of pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return 127 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// `strings` as a null-terminated C array of C strings, during `body`.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}

extension ChildProcess {
  /// Runs a build, its output in `log`, and gives its outcome and output. At a terminal, the
  /// build's own `[n/m]` counter and the time so far are shown after `label`, once a second.
  @MainActor
  package static func build(
    _ arguments: [String], in directory: URL, environment: [String: String], log: URL,
    progress: RunProgress, label: String
  ) async throws -> (outcome: Outcome, output: String) {
    let ticker = Task { @MainActor [progress] in
      let clock = ContinuousClock()
      let start = clock.now
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        guard !Task.isCancelled else { return }
        let step = SuiteRunner.lastStep(in: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        progress.update(
          "\(label) \(step ?? "") \(RunProgress.clock(Timing.seconds(clock.now - start)))")
      }
    }
    defer { ticker.cancel() }
    let outcome = try await run(arguments, in: directory, environment: environment, log: log)
    return (outcome, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }
}

#if canImport(Darwin)
  private typealias SpawnFileActions = posix_spawn_file_actions_t?
  private typealias SpawnAttributes = posix_spawnattr_t?
#else
  private typealias SpawnFileActions = posix_spawn_file_actions_t
  private typealias SpawnAttributes = posix_spawnattr_t
#endif

/// Whether a child process was stopped for running too long; set on another queue.
private final class TimeLimitFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
