import Model
import ServiceDoubles
import ViewKit

/// Plays commands on several variants at once, one `Session` each, and says after every command
/// what each variant shows and whether they all show the same.
@MainActor
public final class Playback {
  /// What one variant shows after a command, and why the command failed there, if it did.
  public struct Outcome: Sendable, Equatable {
    public var snapshot: ScreenSnapshot
    public var problem: String?

    public init(snapshot: ScreenSnapshot, problem: String? = nil) {
      self.snapshot = snapshot
      self.problem = problem
    }
  }

  /// One command played on every variant.
  public struct StepResult: Sendable, Equatable {
    /// The step's number, from 1.
    public var number: Int
    public var step: Script.Step
    /// One outcome per variant, in the variants' order.
    public var outcomes: [Outcome]

    /// Whether every variant shows the same screen and failed, or not, the same way.
    public var agree: Bool {
      outcomes.dropFirst().allSatisfy { $0 == outcomes.first }
    }

    /// Whether the command failed on any variant.
    public var failed: Bool {
      outcomes.contains { $0.problem != nil }
    }
  }

  public let variants: [Variant]
  public let sessions: [Session]

  public init(variants: [Variant], data: DataSet = .sample) {
    self.variants = variants
    self.sessions = variants.map { Session(variant: $0, data: data) }
  }

  /// Plays one command on every variant, in turn.
  public func perform(_ command: Command) async -> [Outcome] {
    var outcomes: [Outcome] = []
    for session in sessions {
      let problem = await session.perform(command)
      outcomes.append(Outcome(snapshot: session.snapshot, problem: problem))
    }
    return outcomes
  }

  /// Plays a whole script, handing over each step's result as soon as it is known.
  public func play(_ script: Script, each: (StepResult) -> Void) async -> [StepResult] {
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

extension Session {
  /// Does what a command says; returns why it could not be done, or `nil`.
  public func perform(_ command: Command) async -> String? {
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
      case .expect(let text): return Self.problem(expecting: text, on: snapshot)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Why a screen does not show `text`: it must be part of its title, a label, a row, a button,
  /// or `Loading…` while it loads.
  static func problem(expecting text: String, on snapshot: ScreenSnapshot) -> String? {
    var shown = [snapshot.title]
    if snapshot.isLoading { shown.append("Loading…") }
    shown += snapshot.labels + snapshot.rows.map(\.title) + snapshot.buttons.map(\.title)
    guard !shown.contains(where: { $0.contains(text) }) else { return nil }
    let texts = shown.filter { !$0.isEmpty }.map(Command.quoted).joined(separator: ", ")
    return "expected \(Command.quoted(text)) on \(snapshot.title) (shows: \(texts))"
  }
}
