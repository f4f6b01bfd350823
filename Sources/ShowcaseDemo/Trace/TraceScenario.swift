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
  static let all: [TraceScenario] = {
    let loaded: [Command] = [.openSubjects, .releaseAll]
    let failed: [Command] = [.openSubjects, .fail(.records, .oldest, reason: nil)]
    let switched: [Command] = [.select("Physics"), .release(.setStatus, .oldest)]
    let rows: [(String, String, [Command], [Command])] = [
      ("G1", "nothing is greeted before the tap", [], [.openGreeting]),
      ("G2", "greets after the tap", [.openGreeting], [.tap("Show greeting")]),
      (
        "S1", "loads until all three answers arrive", [],
        [.openSubjects, .release(.person, .oldest), .release(.subjects, .oldest)]
      ),
      ("S2", "shows open subjects then More", [], loaded),
      ("S4", "shows an error and Retry when a request fails", [.openSubjects], [failed[1]]),
      ("S5", "Retry loads again", failed, [.tap("Retry"), .releaseAll]),
      ("S7", "leaving mid-load delivers nothing", [.openSubjects], [.back, .releaseAll]),
      (
        "S8", "reloads on every appearance, keeping rows", loaded + [.select("Math")],
        [.back, .releaseAll]
      ),
      ("P1", "selecting a subject opens Practice", loaded, [.select("Math"), .back]),
      ("A1", "More opens All subjects with checkmarks", loaded, [.select("More")]),
      (
        "A2", "selecting a row switches the subject once the service answers",
        loaded + [.select("More")], switched
      ),
      (
        "A3", "a failed switch keeps the status and shows the error", loaded + [.select("More")],
        [.select("Physics"), .fail(.setStatus, .oldest, reason: nil)]
      ),
      (
        "A4", "going back from All subjects shows the new open list",
        loaded + [.select("More")] + switched, [.back, .releaseAll]
      ),
    ]
    return rows.map { TraceScenario(id: $0, title: $1, setup: $2, traced: $3) }
  }()

  /// The scenario `showcase trace` shows when none is named: a load, the heart of every
  /// pattern.
  static let standardID = "S2"

  package static func named(_ id: String) -> TraceScenario? {
    all.first { $0.id == id.uppercased() }
  }
}
