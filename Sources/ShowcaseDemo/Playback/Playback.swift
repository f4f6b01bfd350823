import Model
import ServiceDoubles
import ShowcaseCore
import Tracing
import ViewKit

/// Plays commands on several variants at once, one `Session` each: what each shows after every
/// command, and for a whole script the messages each command caused in each.
@MainActor
package final class Playback {
  struct Outcome: Sendable, Equatable {
    var snapshot: ScreenSnapshot
    var problem: String?
  }

  /// One command played on every variant; outcomes and flows in the variants' order.
  package struct StepResult: Sendable, Equatable {
    package var number: Int
    var step: Script.Step
    var outcomes: [Outcome]
    /// Empty when not recorded. Never compared: who calls whom is what the patterns change.
    var flows: [[Hop]] = []

    /// Whether every variant shows the same screen and failed, or not, the same way.
    var agree: Bool { outcomes.dropFirst().allSatisfy { $0 == outcomes.first } }

    var failed: Bool { outcomes.contains { $0.problem != nil } }
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

  /// Plays one command on every variant, in turn; `trace` records each one's messages.
  func perform(_ command: Command, trace: Bool = false) async -> (
    outcomes: [Outcome], flows: [[Hop]]
  ) {
    var outcomes: [Outcome] = []
    var flows: [[Hop]] = []
    for session in sessions {
      if trace { Trace.start() }
      let problem = await session.perform(command)
      if trace { flows.append(Trace.stop()) }
      outcomes.append(Outcome(snapshot: session.snapshot, problem: problem))
    }
    return (outcomes, flows)
  }

  /// Plays a whole script, handing over each step's result, with its flows, as soon as it is
  /// known. When `each` returns false, the steps after that one are not played.
  package func play(_ script: Script, each: (StepResult) -> Bool) async -> [StepResult] {
    var results: [StepResult] = []
    // One recording for the whole script, cut into a piece per command and variant: a load
    // that one step starts reports its answers in the step that releases them.
    _ = await Trace.recording(roles: Variant.roleMap(of: variants)) {
      for (index, step) in script.steps.enumerated() {
        let (outcomes, flows) = await perform(step.command, trace: true)
        results.append(StepResult(number: index + 1, step: step, outcomes: outcomes, flows: flows))
        guard each(results[index]) else { break }
      }
    }
    return results
  }
}

extension Session {
  /// Why the command could not be done, or `nil`.
  func perform(_ command: Command) async -> String? {
    do {
      switch command {
      case .openGreeting: await openGreeting()
      case .openSubjects: await openSubjects()
      case .tap(let title): try await tap(title)
      case .select(let title): try await select(title)
      case .back: try await back()
      case .release(let kind, let pick): try await release(kind, pick)
      case .fail(let kind, let pick, let reason):
        try await fail(kind, pick, with: reason.map(ServiceError.init) ?? .unreachable)
      case .releaseAll: await releaseAll()
      case .failAll(let reason):
        service.failAll(with: reason.map(ServiceError.init) ?? .unreachable)
        await MainLoop.settle()
      // Nothing happens until a request is cancelled, so there is nothing to settle.
      case .lateAnswers(let isOn): service.cancellationPolicy = isOn ? .answersLate : .throwsAtOnce
      case .expect(let text): return Self.problem(expecting: text, on: snapshot)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// `text` must be part of the title, a label, a row, a button, or `Loading…` while it loads.
  static func problem(expecting text: String, on snapshot: ScreenSnapshot) -> String? {
    var shown = [snapshot.title]
    if snapshot.isLoading { shown.append("Loading…") }
    shown += snapshot.labels + snapshot.rows.map(\.title) + snapshot.buttons.map(\.title)
    guard !shown.contains(where: { $0.contains(text) }) else { return nil }
    let texts = shown.filter { !$0.isEmpty }.map(Command.quoted).joined(separator: ", ")
    return "expected \(Command.quoted(text)) on \(snapshot.title) (shows: \(texts))"
  }
}
