import ShowcaseSupport

/// The `--help` of `showcase rules`, in the layout of every other.
extension RulesCommand {
  package static let help = """
    showcase rules: each pattern's defining rules, checked over the variants and the exhibits.

    Usage: swift run showcase rules [--format text|markdown]

    Checks the rules of each pattern (Sources/ShowcaseMeasures/Rules) over the code of its
    variant, and over the exhibits of its other forms (Sources/Exhibits/, Docs/Forms.md). Prints a
    row per form: the rules it keeps and those it breaks, then why each is broken. A variant
    must keep every rule of its pattern; an exhibit must break exactly the rules declared for
    it. Exit status 1 when a form does otherwise, with a line for each difference.
    Run it from the package's root folder.

    \(RulesOptions.options.help)
    """
}
