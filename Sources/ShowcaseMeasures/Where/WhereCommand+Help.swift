import ShowcaseSupport

/// The `--help` of `showcase where`, in the layout of every other.
extension WhereCommand {
  package static var help: String {
    """
    showcase where: the code each variant runs for one scenario of the spec.

    Usage: swift run showcase where ID [--pattern P]... [--format text|markdown|html]
                                       [--width N]
           swift run showcase where --write | --check [--pattern P]...

    Plays a scenario ID of Docs/FeatureSpec.md twice on the chosen variants: its setup, then
    its setup and its step. Code coverage counts each line of the variants' code in both
    runs. Prints, for each variant, the lines that the step ran and the setup alone did not,
    file by file, with their numbers. The shared Model, the toolkit and the runner are left
    out. The first run builds the runner with coverage in .build-where (about a minute);
    later runs take seconds. Text sets the variants in columns side by side; markdown one
    after another; html writes a page for a projector, each line shown in its file. --write
    and --check measure the scenarios of the table in Docs/Comparison.md. The L scenarios are
    not measured: they are about what is released. Run it from the package's root folder.

    \(WhereOptions.options.help)

    Exit status: 0 measured, 1 the record differs or is stale, 64 wrong command line,
    65 the record cannot be read, 66 not run from the package's folder, 70 the build or a
    measure failed, 73 the record cannot be written, 130 or 143 interrupted.
    """
  }
}
