import Foundation
import Model
import ShowcaseCore
import Tracing
import ViewKit

/// Records who called whom while a scenario plays on one variant, and writes it as text or as
/// a Mermaid sequence diagram.
@MainActor
package enum Tracer {
  /// One traced command, the hops it caused, in order, and the screen it left.
  struct Step: Sendable, Equatable {
    var command: Command
    var hops: [Hop]
    var problem: String?
    var snapshot: ScreenSnapshot
  }

  package struct Recording: Sendable, Equatable {
    var variant: String
    var scenario: TraceScenario
    var steps: [Step]
  }

  package static func record(_ scenario: TraceScenario, on variant: Variant) async -> Recording {
    await Playback.playing([variant], data: .sample) { playback in
      for command in scenario.setup { _ = await playback.perform(command) }
      let traced = Script(steps: scenario.traced.map { .init(command: $0, line: 0) })
      let steps = await playback.play(traced) { _ in true }.map { result in
        let outcome = result.outcomes[0]
        return Step(
          command: result.step.command, hops: result.flows[0], problem: outcome.problem,
          snapshot: outcome.snapshot)
      }
      return Recording(variant: variant.name, scenario: scenario, steps: steps)
    }
  }

  /// Each command, then its hops indented under it.
  static func text(_ recording: Recording) -> [String] {
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
    if recording.steps.contains(where: { $0.hops.contains(where: \.isDerived) }) {
      lines.append(Hop.derivedLegend)
    }
    return lines
  }

  /// Participants in order of appearance, a note per command.
  package static func mermaid(_ recording: Recording) -> [String] {
    let hops = recording.steps.flatMap(\.hops)
    // The user comes first: every scenario starts with something a person does.
    let participants =
      [.user] + SequenceDiagram.participants(of: hops, order: []).filter { $0 != .user }
    let scenario = recording.scenario
    var lines = [
      "```mermaid", "sequenceDiagram",
      "  %% \(recording.variant), \(scenario.id) \(scenario.title)",
    ]
    lines += participants.map { "  participant \($0.name)" }
    for step in recording.steps {
      lines.append("  Note over \(Role.user.name): \(escaped(step.command.description))")
      for hop in step.hops {
        // A derived call gets Mermaid's open arrow, beside its mark.
        let arrow = hop.isReply ? "-->>" : hop.isDerived ? "-)" : "->>"
        lines.append("  \(hop.from.name)\(arrow)\(hop.to.name): \(escaped(hop.shownMessage))")
      }
    }
    if hops.contains(where: \.isDerived) {
      lines.append("  Note over \(Role.user.name): \(escaped(Hop.derivedLegend))")
    }
    lines.append("```")
    return lines
  }

  /// Mermaid ends a message at `;` and reads `#` as the start of an entity.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "#35;")
  }
}
