import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// Plays the greeting's scenarios of `Docs/FeatureSpec.md` (G1–G7, and L1, its lifetime) on
/// every exhibit, as the conformance suite plays them on the variants: the same checks, through
/// user actions only. An exhibit is another form of a pattern, not another feature, so its
/// screen must behave as the variants' do. It holds the greeting only, so no other scenario
/// applies.
///
/// The file is kept in a folder of its own: the mutation, bug and refactoring records, which
/// run the suite on the variants only, leave it out of their fingerprints.
@MainActor
@Suite("Conformance of the exhibits", .serialMainLoop)
struct ExhibitConformanceTests {
  @Test(
    "Every exhibit passes the greeting's scenarios", arguments: Exhibit.all, Scenario.greetingRuns)
  func conforms(exhibit: Exhibit, run: Scenario.Run) async throws {
    try await run.check(exhibit.asSubject)
  }

  @Test("The greeting's scenarios are the spec's G scenarios and L1")
  func greetingScenariosAreTheSpecs() throws {
    let greeting = try specScenarioIDs().filter { $0.hasPrefix("G") } + ["L1"]
    #expect(Scenario.greetingRuns.map(\.scenario.id) == greeting)
  }
}

extension Scenario {
  /// The scenarios of the greeting screen, each under its policies: the ones an exhibit plays.
  static let greetingRuns: [Run] = (greeting + lifetime.filter { $0.id == "L1" }).flatMap(\.runs)
}

extension Exhibit {
  /// The exhibit as the scenarios take what they play: its greeting, and no subject list.
  var asSubject: Variant {
    let name = name
    return Variant(
      id: id, name: name, makeGreetingScreen: makeGreetingScreen,
      makeSubjectsScreen: { _ in
        Issue.record("\(name) holds the greeting only: it has no subject list")
        return ViewController()
      })
  }
}
