import ShowcaseCore
import ShowcaseLab
import ShowcaseSupport

/// The `--help` of `showcase report`, in the layout of every other.
extension ReportCommand {
  package static var help: String {
    """
    showcase report: what each variant and its unit suite cost, measured from the sources.

    Usage: swift run showcase report [--static] [--format F] [--pattern P]...
           swift run showcase report --write | --check

    Measures each pattern variant: production code lines, types and protocols; its unit
    suite's lines, tests, test doubles, setup lines and assertions per test; the spec's
    scenarios it tests, and how many without a view. Unless --static, it also runs each suite
    alone with coverage (swift test --enable-code-coverage --filter <Variant>Tests, scratch
    folder .build-coverage) for line coverage and time. Docs/Testability.md says how each
    figure is measured and what it can and cannot tell. Run it from the package's root folder.

    Options:
      --static       only the figures read from the sources: no build, no test run
      --format F     text, json or markdown (default: text)
    \(OptionHelp.pattern)
      --write        regenerate the marked regions of Docs/Comparison.md, README.md, the
                     pattern pages (Docs/MVC.md and the others), Docs/Workshop.md,
                     Docs/Runner.md, Docs/BugHunt.md and Docs/Refactoring.md, and draw the
                     charts in Docs/charts/
      --check        exit 1 when a marked region or a chart differs from what the sources
                     measure, or a chart is missing
      -h, --help     show this help

    Exit status: 0 done, 1 a region or chart is stale, 64 wrong command line, 65 a document's
    markers are wrong, 66 not run from the package's folder, 73 a document or chart cannot be
    written.
    """
  }
}
