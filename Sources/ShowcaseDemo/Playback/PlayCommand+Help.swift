import ShowcaseSupport

/// The `--help` of `showcase play`, in the layout of every command's help, and what `help`
/// prints inside it.
extension PlayCommand {
  package static var help: String {
    """
    showcase play: play the feature interactively, one command per line from standard input.

    Usage: swift run showcase play [--pattern P]... [--data FILE] [--width N]

    Reads the script language of Docs/Scripts.md a line at a time and prints the screen of
    every selected variant after each command. A wrong line prints one message and play goes
    on; `help` lists the commands, `quit` or the end of input stops (exit status 0).
    Example: printf 'open greeting\\ntap "Show greeting"\\n' | swift run showcase play --pattern mvc

    \(PlayOptions.options.help)
    """
  }

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
