import ShowcaseSupport

/// The `--help` of `showcase compare-tests`, in the layout of every other.
extension CompareTestsCommand {
  package static var help: String {
    """
    showcase compare-tests: each variant's unit test for one scenario of the spec.

    Usage: swift run showcase compare-tests ID [--pattern P]... [--format text|markdown]
                                               [--width N]

    Prints the unit test of each variant for a scenario ID of Docs/FeatureSpec.md (the
    @Test("<ID> …") function with its body). Above each test, what it needs from outside its
    body: the suite's properties, init() and helpers it uses, with their code, and the test
    doubles they name. Text sets the tests in columns side by side, in bands of as many as
    fit the width; markdown sets them one after another in ```swift blocks under each
    variant's heading. Run it from the package's root folder.

    \(CompareTestsOptions.options.help)
    """
  }
}
