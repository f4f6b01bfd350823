import ShowcaseSupport

/// The options of `showcase` with no command: which variants play which script on which data,
/// and how the side-by-side report is written.
package struct SideBySideOptions: Sendable, Equatable {
  /// Variant ids, in the order given; empty means every variant.
  var patterns: [String] = []
  var dataFile: String?
  var scriptFile: String?
  var format: SessionFormat = .text
  var width: Int?
  /// Whether each variant's messages are shown under its screen; `--no-flows` turns them off.
  var showsFlows = true
  /// Whether the session waits for Return between steps (`--pause`), for a talk.
  var pauses = false

  package static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --data FILE    a JSON data file (Docs/DataFile.md) instead of the sample data
    --script FILE  a demo script (Docs/Scripts.md) instead of the built-in session
    --format F     text, json, markdown or html (default: text)
    \(CommandOptions.width)
    --no-flows     the screens alone, without the messages under them
    --pause        wait for Return before each next step (q and Return stop)
    """

  /// Reads `showcase [--pattern P]... [--data FILE] [--script FILE] [--format F] [--width N]
  /// [--no-flows] [--pause]`; `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--no-flows":
        try reader.flag()
        options.showsFlows = false
      case "--pause":
        try reader.flag()
        options.pauses = true
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--script": options.scriptFile = try reader.value(expected: "a script file")
      case "--format": options.format = try reader.choice(SessionFormat.self, what: "format")
      case "--width": options.width = try reader.width()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}

/// How the side-by-side session is written: for a terminal, for tools, for slides, or as a
/// page for a projector.
enum SessionFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case json
  case markdown
  case html
}
