import ShowcaseSupport

/// The `--help` of `showcase bugs`, in the layout of every other.
extension BugsCommand {
  package static var help: String {
    """
    showcase bugs: which suite catches each bug of the catalogue, in every variant.

    Usage: swift run showcase bugs [--pattern P]... [--bug B]... [--format text|json|markdown]
           swift run showcase bugs --write | --check | --list

    Writes each bug of Docs/bugs.catalogue (a mistake against the spec, such as a failure
    that clears the rows, or a checkmark that flips before the service answers) into every
    chosen variant, in a scratch copy of the package that is removed at the end, also on
    Ctrl-C. For each bug it builds once, runs each variant's own unit suite and the
    conformance suite, and prints per bug and variant who caught it: its own unit suite, the
    conformance suite only, or neither (missed), and the failing tests. A full run takes
    minutes. Run it from the package's root folder.

    \(CatalogueRunOptions.bugsOptions.help)

    Every edit is tried in memory first: those that no longer apply are all named, and
    nothing is run.

    Exit status: 0 done (a listing too), 1 the record is stale or the run differs from it, 64
    wrong command line, 65 a mistake in the catalogue (an edit that does not apply exactly
    once, or a bug that does not compile), 66 not run from the package's folder, 70 the
    scratch copy did not build or a suite fails without bugs, 73 the record cannot be
    written, 130 or 143 interrupted.
    """
  }
}
