import Foundation
import Model
import ServiceDoubles
import Tracing

/// A scenario of Docs/FeatureSpec.md as `showcase trace` plays it: commands that bring the
/// screen to where the scenario starts, untraced, then the commands whose messages are traced.
public struct TraceScenario: Sendable, Equatable {
  public var id: String
  public var title: String
  public var setup: [Command]
  public var traced: [Command]

  /// The scenarios that can be traced with the sample data, in the spec's order.
  public static let all: [TraceScenario] = [
    TraceScenario(
      id: "G1", title: "nothing is greeted before the tap", setup: [], traced: [.openGreeting]),
    TraceScenario(
      id: "G2", title: "greets after the tap", setup: [.openGreeting],
      traced: [.tap("Show greeting")]),
    TraceScenario(
      id: "S1", title: "loads until all three answers arrive", setup: [],
      traced: [.openSubjects, .release(.person, .oldest), .release(.subjects, .oldest)]),
    TraceScenario(
      id: "S2", title: "shows open subjects then More", setup: [],
      traced: [.openSubjects, .releaseAll]),
    TraceScenario(
      id: "S4", title: "shows an error and Retry when a request fails", setup: [.openSubjects],
      traced: [.fail(.records, .oldest, reason: nil)]),
    TraceScenario(
      id: "S5", title: "Retry loads again",
      setup: [.openSubjects, .fail(.records, .oldest, reason: nil)],
      traced: [.tap("Retry"), .releaseAll]),
    TraceScenario(
      id: "S7", title: "leaving mid-load delivers nothing", setup: [.openSubjects],
      traced: [.back, .releaseAll]),
    TraceScenario(
      id: "S8", title: "reloads on every appearance, keeping rows",
      setup: [.openSubjects, .releaseAll, .select("Math")], traced: [.back, .releaseAll]),
    TraceScenario(
      id: "P1", title: "selecting a subject opens Practice", setup: [.openSubjects, .releaseAll],
      traced: [.select("Math"), .back]),
    TraceScenario(
      id: "A1", title: "More opens All subjects with checkmarks",
      setup: [.openSubjects, .releaseAll], traced: [.select("More")]),
    TraceScenario(
      id: "A2", title: "selecting a row switches the subject once the service answers",
      setup: [.openSubjects, .releaseAll, .select("More")],
      traced: [.select("Physics"), .release(.setStatus, .oldest)]),
    TraceScenario(
      id: "A3", title: "a failed switch keeps the status and shows the error",
      setup: [.openSubjects, .releaseAll, .select("More")],
      traced: [.select("Physics"), .fail(.setStatus, .oldest, reason: nil)]),
    TraceScenario(
      id: "A4", title: "going back from All subjects shows the new open list",
      setup: [
        .openSubjects, .releaseAll, .select("More"), .select("Physics"),
        .release(.setStatus, .oldest),
      ],
      traced: [.back, .releaseAll]),
  ]

  /// The scenario `showcase trace` shows when none is named: a load, the heart of every
  /// pattern.
  public static let standardID = "S2"

  public static func named(_ id: String) -> TraceScenario? {
    all.first { $0.id == id.uppercased() }
  }
}

/// Records who called whom while a scenario plays on one variant, and writes it as text or as
/// a Mermaid sequence diagram. The hops come from `Trace.hop` lines in the toolkit and in the
/// pattern targets.
@MainActor
public enum Tracer {
  /// One traced command and the hops it caused, in order.
  public struct Step: Sendable, Equatable {
    public var command: Command
    public var hops: [Hop]
    public var problem: String?
  }

  public struct Recording: Sendable, Equatable {
    public var variant: String
    public var scenario: TraceScenario
    public var steps: [Step]
  }

  public static func record(_ scenario: TraceScenario, on variant: Variant) async -> Recording {
    let session = Session(variant: variant)
    for command in scenario.setup { _ = await session.perform(command) }
    var steps: [Step] = []
    // Recording in a scope of its own keeps out hops from work that is not this session's.
    _ = await Trace.recording {
      for command in scenario.traced {
        Trace.start()
        let problem = await session.perform(command)
        steps.append(Step(command: command, hops: Trace.stop(), problem: problem))
      }
    }
    return Recording(variant: variant.name, scenario: scenario, steps: steps)
  }

  /// Each command, then its hops indented under it.
  public static func text(_ recording: Recording) -> [String] {
    let scenario = recording.scenario
    var lines = ["\(recording.variant), \(scenario.id) \(scenario.title)"]
    if !scenario.setup.isEmpty {
      lines.append("(after: \(scenario.setup.map(\.description).joined(separator: "; ")))")
    }
    for step in recording.steps {
      lines.append(step.command.description)
      lines += step.hops.map { "  \($0)" }
      if let problem = step.problem { lines.append("  ! \(problem)") }
    }
    return lines
  }

  /// A Mermaid sequence diagram: participants in order of appearance, a note per command.
  public static func mermaid(_ recording: Recording) -> [String] {
    let hops = recording.steps.flatMap(\.hops)
    // The user comes first: every scenario starts with something a person does.
    var participants: [Role] = [.user]
    for hop in hops {
      for role in [hop.from, hop.to] where !participants.contains(role) {
        participants.append(role)
      }
    }
    let scenario = recording.scenario
    var lines = [
      "```mermaid", "sequenceDiagram",
      "  %% \(recording.variant), \(scenario.id) \(scenario.title)",
    ]
    lines += participants.map { "  participant \($0.rawValue)" }
    for step in recording.steps {
      lines.append("  Note over \(Role.user.rawValue): \(escaped(step.command.description))")
      for hop in step.hops {
        let arrow = hop.isReply ? "-->>" : "->>"
        lines.append("  \(hop.from.rawValue)\(arrow)\(hop.to.rawValue): \(escaped(hop.message))")
      }
    }
    lines.append("```")
    return lines
  }

  /// Mermaid ends a message at `;` and reads `#` as the start of an entity.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "#35;")
  }
}
