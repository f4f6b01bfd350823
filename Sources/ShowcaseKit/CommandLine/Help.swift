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
    case .diff: diff
    case .mutate: mutate
    case .bugs: bugs
    case .workshop: workshop
    }
  }

  static var showcase: String {
    """
    showcase: the same feature built \(Variant.all.count) ways, played side by side.

    Usage: showcase [--pattern P]... [--data FILE] [--script FILE] [--format F] [--width N]
                    [--no-flows]
           showcase play [--pattern P]... [--data FILE] [--width N]
           showcase bench [--pattern P]... [--sizes N,N,...]
           showcase bench rule
           showcase bench datafile
           showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid|html]
           showcase report [--static] [--format F] [--pattern P]... | --write | --check
           showcase compare-tests ID [--format text|markdown] [--width N]
           showcase diff P Q [--screen S] [--format text|markdown|html] [--width N]
           showcase mutate [--pattern P]... [--format F] [--write | --check | --list]
           showcase bugs [--pattern P]... [--bug B]... [--format F]
                         [--write | --check | --list]
           showcase workshop list | start E | check E | solution E | reset | prove [E]
           showcase help [COMMAND]

    With no command, plays a script (the built-in session unless --script is given) on every
    selected variant, prints each step's screens side by side, under each screen the messages
    the step caused in that variant (who called whom), and the verdict: how many steps all
    variants agree on. Only screens are compared: a step where they differ is marked, and the
    exit status is then 1. --format html writes one self-contained page for a projector, a
    step a slide (arrow keys or buttons), each screen with its sequence diagram:
    showcase --format html > demo.html

    Options:
    \(patternOption)
      --data FILE    a JSON data file (Docs/DataFile.md) instead of the sample data
      --script FILE  a demo script (Docs/Scripts.md) instead of the built-in session
      --format F     text, json, markdown or html (default: text)
      --width N      the output's width in columns (default: COLUMNS, the terminal's, or 120)
      --no-flows     the screens alone, without the messages under them
      -h, --help     show this help

    Exit status: 0 all agree, 1 screens differ or a command failed, 64 wrong command line,
    65 wrong script or data file.
    """
  }

  static var play: String {
    """
    showcase play: play the feature interactively, one command per line from standard input.

    Usage: showcase play [--pattern P]... [--data FILE] [--width N]

    Reads the script language of Docs/Scripts.md a line at a time and prints the screen of
    every selected variant after each command. A wrong line prints one message and play goes
    on; `help` lists the commands, `quit` or the end of input stops (exit status 0).
    Example: printf 'open greeting\\ntap "Show greeting"\\n' | showcase play --pattern mvc

    Options:
    \(patternOption)
      --data FILE    a JSON data file instead of the sample data
      --width N      the output's width in columns (default: COLUMNS, the terminal's, or 120)
      -h, --help     show this help
    """
  }

  static var bench: String {
    """
    showcase bench: what each variant costs from an event to the screen.

    Usage: showcase bench [--pattern P]... [--sizes N,N,...]

    For lists of 10, 1,000, 10,000 and 100,000 subjects, times opening the subject list and
    answering its three requests (request → render) in every variant, beside a baseline that
    builds the same cells straight from a Curriculum; prints medians, ratios to the baseline
    and the growth per 10× of input. Sizes whose runs would take too long are skipped.
    Then times what the flows cost: the same runs with no recorder, with the recorder off,
    and recording. With no option, then times the data-file reader too (see showcase bench
    datafile).

    Options:
    \(patternOption)
      --sizes N,...  the list sizes to measure (default: 10,1000,10000,100000)
      -h, --help     show this help
    """
  }

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

  /// The `--pattern` option's lines, naming every variant, wrapped under its column.
  static var patternOption: String {
    let words = (choiceList(Variant.all.map(\.id)) + "; repeat to choose several (default: all)")
      .split(separator: " ")
    var lines = ["  --pattern P   "]
    for word in words {
      if lines[lines.count - 1].count + 1 + word.count > 92 {
        lines.append(String(repeating: " ", count: 16))
      }
      lines[lines.count - 1] += " " + word
    }
    return lines.joined(separator: "\n")
  }

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

    Usage: showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid|html]

    Brings the screen to where the scenario starts, then records every message between the
    User, the Navigation stack, the ViewController, the Service and the roles each pattern
    declares while the scenario's commands play, and prints them under each command: as
    text, as a Mermaid sequence diagram to paste into a doc, or as a page of slides, a
    command each, every variant's screen beside its diagram. The patterns' own roles:
    \(patternRoles)

    Options:
    \(patternOption)
      --scenario ID  \(choiceList(TraceScenario.all.map(\.id))) (default: \(TraceScenario.standardID))
      --format F     text, mermaid or html (default: text)
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
    late answers on|off                 keep a cancelled request pending, to answer it late
    expect "Text"                       check the screen shows the text
    step "Caption"                      caption the next command
    help | quit
    """
}
