import ShowcaseSupport

/// The `--help` text of `showcase refresh`, in the layout of every command's help.
extension RefreshCommand {
  static var help: String {
    """
    showcase refresh: every record, region and chart up to date after a change to the lesson.

    Usage: swift run showcase refresh [--check]

    Reads which records are stale from the sources alone: the bug hunt, the refactorings, the
    mutation record and the slices of each variant. Takes again only those: the first three in
    one scratch copy of the package that the runs share, with its build; the slices in the
    package (where --write). Then regenerates every region and chart of the docs
    (report --write). A workshop solution that no longer applies is named, with the
    command that records it again: no run can write it. A bug or refactor whose edit no longer
    applies stops the run; fix it in its catalogue (each is named), then run refresh again.
    Takes minutes; each run shows its progress. Run it from the package's root folder.

    \(options.help)

    Exit status: 0 up to date, 1 a record differs or a solution no longer applies, 64 wrong
    command line, 65 a record or catalogue cannot be read, 66 not run from the package's
    folder, 70 the scratch copy did not build, 130 or 143 interrupted (SIGINT, SIGTERM).
    """
  }

  /// The options of `showcase refresh`.
  nonisolated static let options: CommandOptions = """
    --check        run every check of the lab instead, in two copies at once (workshop
                   prove in one; bugs, refactor and mutate --check in the other), then
                   where --check and report --check; exit 1 when a record or region
                   differs
    """
}
