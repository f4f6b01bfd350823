/// The `--help` text of every command, and the command list `play` shows for `help`.
enum Help {
  static func text(_ topic: HelpTopic) -> String {
    switch topic {
    case .showcase: showcase
    case .play: play
    case .bench: bench
    case .benchRule: benchRule
    case .benchDataFile: benchDataFile
    case .trace: trace
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
           showcase report [OPTIONS]        (see showcase report --help)
           showcase compare-tests ID [OPTIONS]  (see showcase compare-tests --help)
           showcase help [COMMAND]

    With no command, plays a script (the built-in session unless --script is given) on every
    selected variant, prints each step's screens side by side and the verdict: how many steps
    all variants agree on. A step where the screens differ is marked; the exit status is then 1.

    Options:
      --pattern P    mvc, mvp, mvvm or viper; repeat to choose several (default: all four)
      --data FILE    a JSON data file (Docs/DataFile.md) instead of the sample data
      --script FILE  a demo script (Docs/Scripts.md) instead of the built-in session
      --format F     text, json or markdown (default: text)
      --width N      the output's width in columns (default: COLUMNS, or 120)
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
      --width N      the output's width in columns (default: COLUMNS, or 120)
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
    """

  static let benchDataFile = """
    showcase bench datafile: times the data-file reader beside Foundation's JSONDecoder.

    Usage: showcase bench datafile

    Makes a data file of 100,000 subjects and 100,000 records in memory, reads it a few times
    with DataFile.decode and with JSONDecoder into Decodable types of the same shape, dates
    included, and prints both medians and their ratio.
    """

  static var trace: String {
    """
    showcase trace: who calls whom in each variant while a scenario of the spec plays.

    Usage: showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid]

    Brings the screen to where the scenario starts, then records every message between the
    roles (user, navigation, view controller, presenter, view model, interactor, router,
    service) while the scenario's commands play, and prints them under each command: as text,
    or as a Mermaid sequence diagram to paste into a doc.

    Options:
      --pattern P    mvc, mvp, mvvm or viper; repeat to choose several (default: all four)
      --scenario ID  \(choiceList(TraceScenario.all.map(\.id))) (default: \(TraceScenario.standardID))
      --format F     text or mermaid (default: text)
      -h, --help     show this help
    """
  }

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
