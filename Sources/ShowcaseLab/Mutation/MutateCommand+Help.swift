import ShowcaseSupport

/// The `--help` text of `showcase mutate`, in the layout of every command's help.
extension MutateCommand {
  package static var help: String {
    """
    showcase mutate: what each variant's suites catch, as a mutation score per variant.

    Usage: swift run showcase mutate [--pattern P]... [--format text|json|markdown]
           swift run showcase mutate --write | --check | --list

    Makes small faults in a variant's code, one at a time (an operator flipped, a call or a
    guard removed, a string emptied, a weak reference made strong: Docs/Testability.md lists
    them), and runs the variant's unit suite and the conformance suite against each, in a
    scratch copy of the package that is removed at the end, also on Ctrl-C. Prints per variant
    how many mutants each suite killed, the survivors of both, the compile errors and the time;
    then each survivor as file:line: operator: original → mutated. A full run takes minutes.
    Run it from the package's root folder.

    \(MutateOptions.options.help)

    Exit status: 0 done, 1 the record is stale or the run differs from it, 64 wrong command
    line, 65 the record cannot be read, 66 not run from the package's folder, 70 the scratch
    copy did not build or a suite fails without mutants, 73 the record cannot be written, 130
    or 143 interrupted (SIGINT, SIGTERM).
    """
  }
}
