import ShowcaseCore
import ShowcaseSupport

/// The options of `showcase diff P Q`: the two variants, the screen, how it is written.
package struct DiffOptions: Sendable, Equatable {
  /// Variant ids, as the command line gave them: the left column, then the right.
  var left = ""
  var right = ""
  var screen: DiffScreen = .subjects
  var format: DiffFormat = .text
  var width: Int?

  static let options: CommandOptions = """
    --screen S     greeting, subjects, practice or all-subjects (default: subjects)
    --format F     text, markdown or html (default: text: columns side by side)
    \(CommandOptions.codeWidth)
    """

  /// Reads `showcase diff P Q [--screen S] [--format F] [--width N]`: two patterns,
  /// as words, then options in any order. `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = DiffOptions()
    var patterns: [String] = []
    let ids = reader.variants.map(\.id)
    while let word = try reader.nextWord(valid: Self.options.names) {
      switch word {
      case .argument(let name) where patterns.count < 2:
        guard let id = ids.first(where: { $0 == name.lowercased() }) else {
          throw UsageError(
            "\(reader.command): unknown pattern '\(Echo.word(name))' (expected \(choiceList(ids)))")
        }
        guard !patterns.contains(id) else {
          throw UsageError("\(reader.command): '\(id)' twice (expected two different patterns)")
        }
        patterns.append(id)
      case .argument(let extra): throw reader.unexpected(extra, expected: "two patterns")
      case .option("--screen"): options.screen = try reader.choice(DiffScreen.self, what: "screen")
      case .option("--format"): options.format = try reader.choice(DiffFormat.self, what: "format")
      case .option("--width"):
        options.width = try reader.width(minimum: ScreenWidth.codeColumnsMinimum)
      case .option(let option): throw reader.unknown(option)
      }
    }
    if reader.asksForHelp { return nil }
    guard patterns.count == 2 else {
      throw UsageError(
        "\(reader.command): expected two patterns, such as 'swift run showcase diff mvp mvvm' "
          + "(patterns: \(choiceList(ids)))")
    }
    options.left = patterns[0]
    options.right = patterns[1]
    return options
  }
}

/// How `showcase diff` is written: columns for a terminal, sections for Markdown, or a page of
/// slides for a projector.
enum DiffFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case markdown
  case html
}
