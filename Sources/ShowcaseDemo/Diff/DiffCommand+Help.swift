import ShowcaseSupport

/// The `--help` of `showcase diff`, in the layout of every other.
extension DiffCommand {
  package static let help = """
    showcase diff: two variants' code for one screen, side by side, role by role.

    Usage: swift run showcase diff P Q [--screen S] [--format text|markdown|html] [--width N]

    Sets the files of pattern P beside those of pattern Q for one screen, paired by the kind
    of work each role does rather than by file: presentation (MVC's view controller beside
    MVP's presenter, MVVM's view model, VIPER's presenter), view, contracts, model access,
    navigation, assembly. Where one variant has no role of its own for a kind of work, its
    column says which file does it. Under the title, a line counts each side's files, code
    lines and types. Narrower than 63 columns, the sides go one under the other. Run it from
    the package's root folder.
    Example: swift run showcase diff mvp viper --screen greeting

    \(DiffOptions.options.help)

    Exit status: 0 done, 64 wrong command line, 66 not run from the package's folder.
    """
}
