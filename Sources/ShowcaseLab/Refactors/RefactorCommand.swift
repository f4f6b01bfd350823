import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase refactor`: what each unit suite costs when nothing is wrong. Writes each
/// refactor of the catalogue (Docs/refactors.catalogue) into every chosen variant of a
/// scratch copy of the package, checks that the conformance suite stays green, and prints the
/// unit tests each refactor broke and the lines its reference repair changes. `--write`
/// records the results in Docs/refactoring.json, Docs/Comparison.md and Docs/Refactoring.md,
/// `--check` compares them with the record, `--list` lists the refactors and marks those whose
/// edits no longer apply.
@MainActor
package enum RefactorCommand {
  package static func run(_ options: CatalogueRunOptions, in console: Console) async -> Int32 {
    await CatalogueCommand.run(RefactorCatalogue.self, options, in: console)
  }
}

/// What is the refactoring run's own in a run over a catalogue.
extension RefactorCatalogue: RunnableCatalogue {
  static let noun = "refactors"
  var entries: [Refactor] { refactors }

  /// `--list`: a refactor a line, with its kind and the variants it applies to, wrapped to
  /// the width.
  static func listing(
    _ refactors: [Refactor], variants: [String], broken: [BrokenEntry<RefactorCatalogue>],
    in console: Console
  ) -> [String] {
    let width = console.width(nil, command: "showcase refactor")
    return refactors.flatMap { refactor in
      let applies = variants.filter { refactor.applies(to: $0) }
      let line =
        "\(refactor.id)  \(refactor.title) (\(refactor.kind); "
        + "\(applies.count == variants.count ? "every variant" : applies.joined(separator: ", ")))"
      return LineWrap.hanging(
        BrokenEntries.marked(line, id: refactor.id, broken: broken), width: width,
        hang: refactor.id.count + 2)
    }
  }

  static func measure(
    _ refactor: Refactor, in run: RefactorRun, copy: ScratchPackage, runner: SuiteRunner
  ) async throws -> RefactorRun.Outcome {
    try await run.measure(refactor, in: copy, with: runner)
  }

  static func text(_ record: RefactoringRecord) -> [String] { RefactorTable.text(record) }

  static func json(
    _ outcomes: [RefactorRun.Outcome], record: RefactoringRecord, buildSeconds: Double,
    total: Double
  ) throws -> String {
    try record.encoded()
  }

  /// The line said when a refactor is done, from its ID and results, its time already written:
  /// `R1  MVC 0  MVP 14 unbuilt (1 file), 4 lines  …  TEA 14 unbuilt (1 file), 4 lines  0:16`.
  static func progressLine(
    _ refactor: String, _ results: [RefactorResult], time: String
  ) -> String {
    ([refactor] + results.map { "\($0.variant) \(RefactorTable.cell($0))" } + [time])
      .joined(separator: "  ")
  }
}
