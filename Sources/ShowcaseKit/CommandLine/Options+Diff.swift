import DataFileReader
import ShowcaseCore

/// How `Options` reads `showcase diff P Q [--screen S] [--format F] [--width N]`: two patterns,
/// as words, then options in any order.
extension Options {
  static func diff(_ reader: inout ArgumentReader) throws(UsageError) -> Invocation {
    var options = DiffOptions()
    var patterns: [String] = []
    let ids = reader.variants.map(\.id)
    while let word = try reader.nextWord(valid: ["--screen", "--format", "--width"]) {
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
      case .option("--width"): options.width = try reader.width(minimum: DiffCommand.minimumWidth)
      case .option(let option): throw reader.unknown(option)
      }
    }
    if reader.asksForHelp { return .help(.diff) }
    guard patterns.count == 2 else {
      throw UsageError(
        "\(reader.command): expected two patterns, such as 'showcase diff mvp mvvm' "
          + "(patterns: \(choiceList(ids)))")
    }
    options.left = patterns[0]
    options.right = patterns[1]
    return .diff(options)
  }
}
