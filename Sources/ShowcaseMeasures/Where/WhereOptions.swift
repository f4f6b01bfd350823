import ShowcaseSupport

/// The options of `showcase where`.
package struct WhereOptions: Sendable, Equatable {
  /// The scenario ID, as written; checked against the playable scenarios when the command runs.
  var scenario: String?
  /// Variant ids, in the order given; none for all.
  var patterns: [String] = []
  var format: Format = .text
  var width: Int?
  /// Record the table's slices, compare them with the record, or neither.
  var regions: RegionAction?

  /// How `where` prints a scenario's slices.
  enum Format: String, Sendable, Equatable, CaseIterable {
    case text
    case markdown
    case html
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

  /// Reads `showcase where ID [--pattern P]... [--format F] [--width N]` or
  /// `showcase where --write | --check [--pattern P]...`; `nil` when the command line asks for
  /// help.
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
