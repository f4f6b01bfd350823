import Foundation

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
