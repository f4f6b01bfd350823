import Model
import ServiceDoubles

/// A scenario of Docs/FeatureSpec.md as `showcase trace` plays it: commands that bring the
/// screen to where the scenario starts, untraced, then the commands whose messages are traced.
package struct TraceScenario: Sendable, Equatable {
  var id: String
  var title: String
  var setup: [Command]
  var traced: [Command]

  /// The scenarios that can be traced with the sample data, in the spec's order.
  static let all: [TraceScenario] = [
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
  static let standardID = "S2"

  package static func named(_ id: String) -> TraceScenario? {
    all.first { $0.id == id.uppercased() }
  }
}
