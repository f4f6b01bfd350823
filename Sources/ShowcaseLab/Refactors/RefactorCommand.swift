import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase refactor`: what each unit suite costs when nothing is wrong. Writes each refactor
/// of Docs/refactors.catalogue into every chosen variant of a scratch copy, checks that the
/// conformance suite stays green, and prints the unit tests each refactor broke and the lines
/// its reference repair changes.
@MainActor
package enum RefactorCommand {
  package static func run(_ options: CatalogueRunOptions, in console: Console) async -> Int32 {
    await CatalogueCommand.run(RefactorCatalogue.self, options, in: console)
  }

  package static var help: String {
    """
    showcase refactor: what each unit suite costs when nothing is wrong.

    Usage: swift run showcase refactor [--pattern P]... [--refactor R]... [--format text|json|markdown]
           swift run showcase refactor --write | --check | --list

    Writes each refactor of Docs/refactors.catalogue (a change that keeps behaviour, such as
    a renamed method or two calls in another order) into the production code of every chosen
    variant it applies to, in a scratch copy of the package that is removed at the end, also
    on Ctrl-C. For each refactor it builds, checks that the conformance suite still passes,
    and prints per variant the unit tests that broke: in files that no longer build, or that
    build and fail. It then writes in the catalogue's reference repair of the tests and
    checks that they pass again; the repair's changed lines are the cost. A full run takes
    minutes. Run it from the package's root folder.

    \(CatalogueRunOptions.refactorOptions.help)

    Every edit is tried in memory first: those that no longer apply are all named, and
    nothing is run.

    Exit status: 0 done (a listing too), 1 the record is stale or the run differs from it, 64
    wrong command line, 65 a mistake in the catalogue (an edit that does not apply exactly
    once, a refactor that does not compile or fails the conformance suite, a repair that does
    not mend the tests), 66 not run from the package's folder, 70 the scratch copy did not
    build or a suite fails without refactors, 73 the record cannot be written, 130 or 143
    interrupted.
    """
  }
}

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
        BrokenEntry.marked(line, id: refactor.id, broken: broken), width: width,
        hang: refactor.id.count + 2)
    }
  }

  static func text(_ record: RefactoringRecord) -> [String] { RefactorTable.text(record) }

  static func json(
    _ outcomes: [RefactorRun.Outcome], record: RefactoringRecord, buildSeconds: Double,
    total: Double
  ) throws -> String {
    try record.encoded()
  }

  /// `R1  MVC 0  MVP 14 unbuilt (1 file), 4 lines  …  TEA 14 unbuilt (1 file), 4 lines  0:16`.
  static func progressCell(_ result: RefactorResult) -> String { RefactorTable.cell(result) }
}
