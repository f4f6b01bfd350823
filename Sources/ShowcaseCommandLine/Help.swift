import ShowcaseCore
import ShowcaseDemo
import ShowcaseLab
import ShowcaseMeasures
import ShowcaseSupport

/// The `--help` of every command: `showcase`'s own, which lists every command's usage, and each
/// command's, which sits beside the command. All share one layout: a summary line, usage, what
/// it does, options.
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
