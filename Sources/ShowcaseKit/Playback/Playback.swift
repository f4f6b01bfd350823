import Model
import ShowcaseCore
import ViewKit

/// Plays commands on several variants at once, one `Session` each, and says after every command
/// what each variant shows and whether they all show the same.
@MainActor
final class Playback {
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
  struct StepResult: Sendable, Equatable {
    /// The step's number, from 1.
    var number: Int
    var step: Script.Step
    /// One outcome per variant, in the variants' order.
    var outcomes: [Outcome]

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
  static func playing<Value>(
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

  /// Plays a whole script, handing over each step's result as soon as it is known.
  func play(_ script: Script, each: (StepResult) -> Void) async -> [StepResult] {
    var results: [StepResult] = []
    for (index, step) in script.steps.enumerated() {
      let result = StepResult(
        number: index + 1, step: step, outcomes: await perform(step.command))
      each(result)
      results.append(result)
    }
    return results
  }
}
