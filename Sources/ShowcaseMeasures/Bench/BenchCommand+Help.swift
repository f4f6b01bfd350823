import ShowcaseSupport

/// The `--help` of `showcase bench` and `showcase bench rule`, in the layout of every command's
/// help.
extension BenchCommand {
  package static var help: String {
    """
    showcase bench: what each variant costs from an event to the screen.

    Usage: swift run showcase bench [--pattern P]... [--sizes N,N,...]

    For lists of 10, 1,000, 10,000 and 100,000 subjects, times opening the subject list and
    answering its three requests (request → render) in every variant, beside a baseline that
    builds the same cells straight from a Curriculum; prints medians, ratios to the baseline
    and the growth per 10× of input. Sizes whose runs would take too long are skipped.
    Then times what the flows cost: the same runs with no recorder, with the recorder off,
    and recording. Last, times reading a data file of 100,000 subjects, beside a plain
    JSONDecoder that reads the same text and checks nothing.

    \(BenchOptions.options.help)
    """
  }

  package static let ruleHelp = """
    showcase bench rule: times the open-subjects rule of the Model on its own.

    Usage: swift run showcase bench rule

    \(ruleOptions.help)
    """

  /// The options of `showcase bench rule`: none but `--help`.
  nonisolated package static let ruleOptions: CommandOptions = ""
}
