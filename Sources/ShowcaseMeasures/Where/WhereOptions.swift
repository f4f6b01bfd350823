import ShowcaseSupport

/// The options of `showcase where`, and its help.
package struct WhereOptions: Sendable, Equatable {
  /// As written; checked against the playable scenarios when the command runs.
  var scenario: String?
  var patterns: [String] = []
  var format: Format = .text
  var width: Int?
  var regions: RegionAction?

  enum Format: String, Sendable, Equatable, CaseIterable {
    case text, markdown, html
  }

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --format F     text, markdown or html (default: text)
    \(CommandOptions.codeWidth)
    --write        measure the responsibility table's scenarios and record them in
                   Docs/where.json and the responsibilities region of
                   Docs/Comparison.md
    --check        exit 1 when a fresh measure differs from Docs/where.json; a record
                   that is stale for the code is said at once, before anything is built
    """

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let word = try reader.nextWord(valid: Self.options.names) {
      switch word {
      case .argument(let id) where options.scenario == nil: options.scenario = id
      case .argument(let extra): throw reader.unexpected(extra, expected: "one scenario ID")
      case .option("--pattern"): try reader.pattern(adding: &options.patterns)
      case .option("--format"): options.format = try reader.choice(Format.self, what: "format")
      case .option("--width"):
        options.width = try reader.width(minimum: ScreenWidth.codeColumnsMinimum)
      case .option(let option) where option == "--write" || option == "--check":
        try reader.regionAction(option, into: &options.regions)
      case .option(let option): throw reader.unknown(option)
      }
    }
    if let action = options.regions, let id = options.scenario, !reader.asksForHelp {
      throw UsageError(
        "showcase where: \(action == .write ? "--write" : "--check") measures the table's "
          + "scenarios, not '\(Echo.word(id))' (give one or the other)")
    }
    return reader.asksForHelp ? nil : options
  }
}

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
