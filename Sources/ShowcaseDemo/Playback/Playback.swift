import Model
import ShowcaseCore
import Tracing
import ViewKit

/// Plays commands on several variants at once, one `Session` each, and says after every command
/// what each variant shows and whether they all show the same; a whole script also records the
/// messages each command caused in each variant, as `showcase trace` does.
@MainActor
package final class Playback {
  /// What one variant shows after a command, and why the command failed there, if it did.
  struct Outcome: Sendable, Equatable {
    var snapshot: ScreenSnapshot
    var problem: String?

    init(snapshot: ScreenSnapshot, problem: String? = nil) {
      self.snapshot = snapshot
      self.problem = problem
    }
  }

  /// One command played on every variant.
  package struct StepResult: Sendable, Equatable {
    /// The step's number, from 1.
    package var number: Int
    var step: Script.Step
    /// One outcome per variant, in the variants' order.
    var outcomes: [Outcome]
    /// The messages between roles the command caused in each variant, in the variants' order;
    /// empty when none were recorded. Never compared: who calls whom is what the patterns
    /// change, so flows that differ are expected.
    var flows: [[Hop]] = []

    /// Whether every variant shows the same screen and failed, or not, the same way.
    var agree: Bool {
      outcomes.dropFirst().allSatisfy { $0 == outcomes.first }
    }

    /// Whether the command failed on any variant.
    var failed: Bool {
      outcomes.contains { $0.problem != nil }
    }
  }

  let variants: [Variant]
  let sessions: [Session]

  private init(variants: [Variant], data: DataSet) {
    self.variants = variants
    self.sessions = variants.map { Session(variant: $0, data: data) }
  }

  /// Hands `body` a playback of `variants` on the serial main loop, so that every step settles
  /// exactly; then ends its sessions, so that requests left pending keep no task waiting.
  package static func playing<Value>(
    _ variants: [Variant], data: DataSet, _ body: (Playback) async -> Value
  ) async -> Value {
    await MainLoop.withSerialExecution {
      let playback = Playback(variants: variants, data: data)
      let value = await body(playback)
      for session in playback.sessions { await session.end() }
      return value
    }
  }

  /// Plays one command on every variant, in turn.
  func perform(_ command: Command) async -> [Outcome] {
    var outcomes: [Outcome] = []
    for session in sessions {
      let problem = await session.perform(command)
      outcomes.append(Outcome(snapshot: session.snapshot, problem: problem))
    }
    return outcomes
  }

  /// Plays a whole script, handing over each step's result, with its flows, as soon as it is
  /// known. When `each` returns false, the steps after that one are not played.
  package func play(_ script: Script, each: (StepResult) -> Bool) async -> [StepResult] {
    var results: [StepResult] = []
    // One recording for the whole script, cut into a piece per command and variant: a load
    // that one step starts reports its answers in the step that releases them.
    _ = await Trace.recording(roles: Variant.roleMap(of: variants)) {
      for (index, step) in script.steps.enumerated() {
        var outcomes: [Outcome] = []
        var flows: [[Hop]] = []
        for session in sessions {
          Trace.start()
          let problem = await session.perform(step.command)
          flows.append(Trace.stop())
          outcomes.append(Outcome(snapshot: session.snapshot, problem: problem))
        }
        let result = StepResult(number: index + 1, step: step, outcomes: outcomes, flows: flows)
        results.append(result)
        guard each(result) else { break }
      }
    }
    return results
  }
}
