import ShowcaseSupport

/// The options of `showcase compare-tests`.
package struct CompareTestsOptions: Sendable, Equatable {
  /// The scenario ID, as written; checked against the spec when the command runs.
  var scenario: String?
  /// Variant ids, in the order given; none for all.
  var patterns: [String] = []
  var format: ListingFormat = .text
  var width: Int?

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --format F     text or markdown (default: text)
    \(CommandOptions.codeWidth)
    """

  /// Reads `showcase compare-tests ID [--pattern P]... [--format F] [--width N]`; `nil` when
  /// the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let word = try reader.nextWord(valid: Self.options.names) {
      switch word {
      case .argument(let id) where options.scenario == nil: options.scenario = id
      case .argument(let extra): throw reader.unexpected(extra, expected: "one scenario ID")
      case .option("--pattern"): try reader.pattern(adding: &options.patterns)
      case .option("--format"):
        options.format = try reader.choice(ListingFormat.self, what: "format")
      case .option("--width"):
        options.width = try reader.width(minimum: ScreenWidth.codeColumnsMinimum)
      case .option(let option): throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}

/// How compare-tests and rules lay out what they print: for a terminal (compare-tests' tests in
/// columns), or as Markdown.
enum ListingFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case markdown
}
