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

    \(ReportOptions.options.help)

    Exit status: 0 done, 1 a region or chart is stale, 64 wrong command line, 65 a document's
    markers are wrong, 66 not run from the package's folder, 73 a document or chart cannot be
    written.
    """
  }
}
