/// The session `showcase` plays when given no script: every screen and state of the feature,
/// each command one step. Also printed in Docs/Scripts.md.
extension Script {
  static let builtInText = """
    # The built-in session: every screen of the feature, and how each loads, fails and switches.

    step "The greeting, before the tap"
    open greeting
    step "The greeting, after the tap"
    tap "Show greeting"
    back

    step "Subjects while the three requests are pending"
    open subjects
    step "Subjects once person, catalogue and records answered"
    release all
    back

    step "A failed request shows the reason and Retry"
    open subjects
    fail records
    step "Retry loads again"
    tap "Retry"
    release all

    step "A subject opens its practice screen"
    select "Math"
    step "Back on Subjects, which reloads keeping its rows"
    back
    release all

    step "All subjects, with checkmarks"
    select "More"
    step "Switching waits for the service, then flips the checkmark"
    select "Physics"
    release switch
    step "Back on Subjects, which shows the new open list once loaded"
    back
    release all
    """

  package static var builtIn: Script {
    // The text is fixed and covered by a test; should it ever not parse, nothing plays.
    (try? ScriptParser.parse(builtInText, file: "built-in")) ?? Script(steps: [])
  }
}
