/// The `--help` of `showcase compare-tests`, in the layout of every other.
extension CompareTestsCommand {
  package static let help = """
    showcase compare-tests: each variant's unit test for one scenario of the spec.

    Usage: showcase compare-tests ID [--format text|markdown] [--width N]

    Prints the unit test of each variant for a scenario ID of Docs/FeatureSpec.md (the
    @Test("<ID> …") function with its body): in columns side by side (text), or one after
    another in ```swift blocks under each variant's heading (markdown). Run it from the
    package's root folder.

    Options:
      --format F     text or markdown (default: text)
      --width N      the output's width in columns, from 40 to 1000
                     (default: COLUMNS, the terminal's, or 160)
      -h, --help     show this help
    """
}
