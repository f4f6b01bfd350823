import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase bugs`: the bug hunt. Writes each bug of the catalogue (Docs/bugs.catalogue) into
/// every chosen variant of a scratch copy of the package, runs the variant's own unit suite
/// and the conformance suite against it, and prints who caught each bug: the own suite, the
/// conformance suite only, or neither. `--write` records the results in Docs/bughunt.json,
/// Docs/Comparison.md and Docs/BugHunt.md, `--check` compares them with the record, `--list`
/// lists the bugs and marks those whose edits no longer apply.
@MainActor
package enum BugsCommand {
  package static func run(_ options: CatalogueRunOptions, in console: Console) async -> Int32 {
    await CatalogueCommand.run(BugCatalogue.self, options, in: console)
  }
}

/// What is the bug hunt's own in a run over a catalogue.
extension BugCatalogue: RunnableCatalogue {
  static let noun = "bugs"
  var entries: [Bug] { bugs }

  /// `--list`: a bug a line, `B1 ` and `B14` padded to one width so the titles line up:
  /// `B1   A blank salutation is greeted (G4, G5)`.
  static func listing(
    _ bugs: [Bug], variants: [String], broken: [BrokenEntry<BugCatalogue>], in console: Console
  ) -> [String] {
    TextTable().lines(
      bugs.map { bug in
        let title = "\(bug.title) (\(bug.scenarios.joined(separator: ", ")))"
        return [bug.id, BrokenEntries.marked(title, id: bug.id, broken: broken)]
      })
  }

  static func measure(
    _ bug: Bug, in run: BugHuntRun, copy: ScratchPackage, runner: SuiteRunner
  ) async throws -> BugHuntRun.Outcome {
    try await run.hunt(bug, in: copy, with: runner)
  }

  static func text(_ record: BugHuntRecord) -> [String] { BugTable.text(record) }

  static func json(
    _ outcomes: [BugHuntRun.Outcome], record: BugHuntRecord, buildSeconds: Double, total: Double
  ) throws -> String {
    try BugHuntJSON(outcomes, record: record, buildSeconds: buildSeconds, total: total).encoded()
  }

  /// The line said when a bug is done, from its ID and results, its time already written:
  /// `B3  MVC own suite  MVP own suite  MVVM conformance only  VIPER missed  0:07`.
  static func progressLine(_ bug: String, _ results: [BugResult], time: String)
    -> String
  {
    ([bug] + results.map { "\($0.variant) \($0.verdict.rawValue)" } + [time])
      .joined(separator: "  ")
  }
}
