import ShowcaseCore
import ShowcaseDemo
import ShowcaseLab
import ShowcaseMeasures
import ShowcaseSupport

/// The `--help` of every command: `showcase`'s own, which lists every command's usage, and each
/// command's, which sits beside the command (refresh's here). All share one layout.
@MainActor
enum Help {
  static func text(_ topic: HelpTopic) -> String {
    switch topic {
    case .showcase: showcase
    case .play: PlayCommand.help
    case .bench: BenchCommand.help
    case .benchRule: BenchCommand.ruleHelp
    case .trace: TraceCommand.help
    case .report: ReportCommand.help
    case .compareTests: CompareTestsCommand.help
    case .where: WhereCommand.help
    case .rules: RulesCommand.help
    case .diff: DiffCommand.help
    case .mutate: MutateCommand.help
    case .bugs: BugsCommand.help
    case .refactor: RefactorCommand.help
    case .refresh: RefreshCommand.help
    case .workshop: WorkshopCommand.help
    }
  }

  static var showcase: String {
    """
    showcase: the same feature built \(Variant.all.count) ways, played side by side.

    Usage: swift run showcase [--pattern P]... [--data FILE] [--script FILE] [--format F] [--width N]
                              [--no-flows] [--pause]
           swift run showcase play [--pattern P]... [--data FILE] [--width N]
           swift run showcase bench [--pattern P]... [--sizes N,N,...]
           swift run showcase bench rule
           swift run showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid|html]
           swift run showcase report [--static] [--format F] [--pattern P]... | --write | --check
           swift run showcase compare-tests ID [--pattern P]... [--format text|markdown] [--width N]
           swift run showcase where ID [--pattern P]... [--format text|markdown|html] [--width N]
                              | --write | --check
           swift run showcase rules [--format text|markdown]
           swift run showcase diff P Q [--screen S] [--format text|markdown|html] [--width N]
           swift run showcase mutate [--pattern P]... [--format F] [--write | --check | --list]
           swift run showcase bugs [--pattern P]... [--bug B]... [--format F]
                                   [--write | --check | --list]
           swift run showcase refactor [--pattern P]... [--refactor R]... [--format F]
                                       [--write | --check | --list]
           swift run showcase refresh [--check]
           swift run showcase workshop list | start E | check [E] | solution [E] | reset | prove [E]
           swift run showcase help [COMMAND]

    With no command, plays a script (the built-in session unless --script is given) on every
    selected variant, prints each step's screens side by side, under each screen the messages
    the step caused in that variant (who called whom), and the verdict: how many steps all
    variants agree on. Only screens are compared: a step where they differ is marked, and the
    exit status is then 1. --format html writes one self-contained page for a projector, a
    step a slide (arrow keys or buttons), each screen with its sequence diagram:
    swift run showcase --format html > demo.html

    \(SideBySideOptions.options.help)

    Exit status: 0 all agree, 1 screens differ or a command failed, 64 wrong command line,
    65 wrong script or data file.
    """
  }
}

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

  nonisolated static let options: CommandOptions = """
    --check        run every check of the lab instead, in two copies at once (workshop
                   prove in one; bugs, refactor and mutate --check in the other), then
                   where --check and report --check; exit 1 when a record or region
                   differs
    """
}
