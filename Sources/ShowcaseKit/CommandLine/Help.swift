import ShowcaseCore
import Tracing

/// The `--help` text of every command, all in one layout (a summary line, usage, what it does,
/// options), and the command list `play` shows for `help`.
enum Help {
  static func text(_ topic: HelpTopic) -> String {
    switch topic {
    case .showcase: showcase
    case .play: play
    case .bench: bench
    case .benchRule: benchRule
    case .benchDataFile: benchDataFile
    case .trace: trace
    case .report: report
    case .compareTests: compareTests
    case .mutate: mutate
    }
  }

  static let showcase = """
    showcase: the same feature built as MVC, MVP, MVVM and VIPER, played side by side.

    Usage: showcase [--pattern P]... [--data FILE] [--script FILE] [--format F] [--width N]
           showcase play [--pattern P]... [--data FILE] [--width N]
           showcase bench [--pattern P]... [--sizes N,N,...]
           showcase bench rule
           showcase bench datafile
           showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid]
           showcase report [--static] [--format F] [--pattern P]... | --write | --check
           showcase compare-tests ID [--format text|markdown] [--width N]
           showcase mutate [--pattern P]... [--format F] [--write | --check | --list]
           showcase help [COMMAND]

    With no command, plays a script (the built-in session unless --script is given) on every
    selected variant, prints each step's screens side by side and the verdict: how many steps
    all variants agree on. A step where the screens differ is marked; the exit status is then 1.

    Options:
      --pattern P    mvc, mvp, mvvm or viper; repeat to choose several (default: all four)
      --data FILE    a JSON data file (Docs/DataFile.md) instead of the sample data
      --script FILE  a demo script (Docs/Scripts.md) instead of the built-in session
      --format F     text, json or markdown (default: text)
      --width N      the output's width in columns (default: COLUMNS, the terminal's, or 120)
      -h, --help     show this help

    Exit status: 0 all agree, 1 screens differ or a command failed, 64 wrong command line,
    65 wrong script or data file.
    """

  static let play = """
    showcase play: play the feature interactively, one command per line from standard input.

    Usage: showcase play [--pattern P]... [--data FILE] [--width N]

    Reads the script language of Docs/Scripts.md a line at a time and prints the screen of
    every selected variant after each command. A wrong line prints one message and play goes
    on; `help` lists the commands, `quit` or the end of input stops (exit status 0).
    Example: printf 'open greeting\\ntap "Show greeting"\\n' | showcase play --pattern mvc

    Options:
      --pattern P    mvc, mvp, mvvm or viper; repeat to choose several (default: all four)
      --data FILE    a JSON data file instead of the sample data
      --width N      the output's width in columns (default: COLUMNS, the terminal's, or 120)
      -h, --help     show this help
    """

  static let bench = """
    showcase bench: what each variant costs from an event to the screen.

    Usage: showcase bench [--pattern P]... [--sizes N,N,...]

    For lists of 10, 1,000, 10,000 and 100,000 subjects, times opening the subject list and
    answering its three requests (request → render) in every variant, beside a baseline that
    builds the same cells straight from a Curriculum; prints medians, ratios to the baseline
    and the growth per 10× of input. Sizes whose runs would take too long are skipped.
    With no option, then times the data-file reader too (see showcase bench datafile).

    Options:
      --pattern P    mvc, mvp, mvvm or viper; repeat to choose several (default: all four)
      --sizes N,...  the list sizes to measure (default: 10,1000,10000,100000)
      -h, --help     show this help
    """

  static let benchRule = """
    showcase bench rule: times the open-subjects rule of the Model on its own.

    Usage: showcase bench rule

    Options:
      -h, --help     show this help
    """

  static let benchDataFile = """
    showcase bench datafile: times the data-file reader beside Foundation's JSONDecoder.

    Usage: showcase bench datafile

    Makes a data file of 100,000 subjects and 100,000 records in memory, reads it a few times
    with DataFile.decode and with JSONDecoder into Decodable types of the same shape, dates
    included, and prints both medians and their ratio.

    Options:
      -h, --help     show this help
    """

  /// `  MVP    Presenter`, a line per variant, from what each pattern declares.
  private static var patternRoles: String {
    let rows = Variant.all.map { variant in
      let roles = variant.roles.map(\.name)
      return ["", variant.name, roles.isEmpty ? "none" : roles.joined(separator: ", ")]
    }
    return TextTable().lines(rows).joined(separator: "\n")
  }

  static var trace: String {
    """
    showcase trace: who calls whom in each variant while a scenario of the spec plays.

    Usage: showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid]

    Brings the screen to where the scenario starts, then records every message between the
    User, the Navigation stack, the ViewController, the Service and the roles each pattern
    declares while the scenario's commands play, and prints them under each command: as
    text, or as a Mermaid sequence diagram to paste into a doc. The patterns' own roles:
    \(patternRoles)

    Options:
      --pattern P    mvc, mvp, mvvm or viper; repeat to choose several (default: all four)
      --scenario ID  \(choiceList(TraceScenario.all.map(\.id))) (default: \(TraceScenario.standardID))
      --format F     text or mermaid (default: text)
      -h, --help     show this help
    """
  }

  static let report = """
    showcase report: what each variant and its unit suite cost, measured from the sources.

    Usage: showcase report [--static] [--format F] [--pattern P]...
           showcase report --write | --check

    Measures each pattern variant: production code lines, types and protocols; its unit
    suite's lines, tests, test doubles, setup lines and assertions per test; the spec's
    scenarios it tests, and how many without a view. Unless --static, it also runs each suite
    alone with coverage (swift test --enable-code-coverage --filter <Variant>Tests, scratch
    folder .build-coverage) for line coverage and time. Docs/Testability.md says how each
    figure is measured and what it can and cannot tell. Run it from the package's root folder.

    Options:
      --static       only the figures read from the sources: no build, no test run
      --format F     text, json or markdown (default: text)
      --pattern P    mvc, mvp, mvvm or viper; repeat to choose several (default: all four)
      --write        regenerate the marked regions of Docs/Comparison.md, README.md and the
                     pattern pages (Docs/MVC.md, Docs/MVP.md, Docs/MVVM.md, Docs/VIPER.md)
      --check        exit 1 when a marked region differs from what the sources measure
      -h, --help     show this help

    Exit status: 0 done, 1 a region is stale, 64 wrong command line, 65 a document's markers
    are wrong, 66 not run from the package's folder, 73 a document cannot be written.
    """

  static let compareTests = """
    showcase compare-tests: each variant's unit test for one scenario of the spec.

    Usage: showcase compare-tests ID [--format text|markdown] [--width N]

    Prints the unit test of each variant for a scenario ID of Docs/FeatureSpec.md (the
    @Test("<ID> …") function with its body): in columns side by side (text), or one after
    another in ```swift blocks under each variant's heading (markdown). Run it from the
    package's root folder.

    Options:
      --format F     text or markdown (default: text)
      --width N      the output's width in columns, at least 40
                     (default: COLUMNS, the terminal's, or 160)
      -h, --help     show this help
    """

  /// What `help` prints inside `showcase play`.
  static let playCommands = """
    open greeting | open subjects       push a screen
    tap "Title"                         tap a button
    select "Title"                      select a row
    back                                go back
    release KIND [oldest|newest]        answer a request: person, subjects, records or switch
    fail KIND [oldest|newest] ["why"]   fail a request (default reason: Network unreachable)
    release all | fail all ["why"]      answer or fail everything pending
    expect "Text"                       check the screen shows the text
    step "Caption"                      caption the next command
    help | quit
    """
}
