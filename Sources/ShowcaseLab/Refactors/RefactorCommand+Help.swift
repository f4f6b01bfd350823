import ShowcaseSupport

/// The `--help` of `showcase refactor`, in the layout of every other.
extension RefactorCommand {
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
