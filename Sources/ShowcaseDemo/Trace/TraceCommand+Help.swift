import ShowcaseCore
import ShowcaseSupport
import Tracing

/// The `--help` of `showcase trace`, in the layout of every command's help.
extension TraceCommand {
  package static var help: String {
    """
    showcase trace: who calls whom in each variant while a scenario of the spec plays.

    Usage: swift run showcase trace [--pattern P]... [--scenario ID] [--format text|mermaid|html]

    Brings the screen to where the scenario starts, then records every message between the
    User, the Navigation stack, the ViewController, the Service and the roles each pattern
    declares while the scenario's commands play, and prints them under each command: as
    text, as a Mermaid sequence diagram to paste into a doc, or as a page of slides, a
    command each, every variant's screen beside its diagram. The patterns' own roles:
    \(patternRoles)

    \(TraceOptions.options.help)
    """
  }

  /// `  MVP    Presenter`, a line per variant, from what each pattern declares.
  static var patternRoles: String {
    let rows = Variant.all.map { variant in
      let roles = variant.roles.map(\.name)
      return ["", variant.name, roles.isEmpty ? "none" : roles.joined(separator: ", ")]
    }
    return TextTable().lines(rows).joined(separator: "\n")
  }
}
