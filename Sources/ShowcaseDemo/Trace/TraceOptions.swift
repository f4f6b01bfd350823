import ShowcaseSupport

/// The options of `showcase trace`.
package struct TraceOptions: Sendable, Equatable {
  var patterns: [String] = []
  /// A scenario ID of Docs/FeatureSpec.md that `TraceScenario.all` has.
  var scenario = TraceScenario.standardID
  var format: TraceFormat = .text

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --scenario ID  \(choiceList(TraceScenario.all.map(\.id))) (default: \(TraceScenario.standardID))
    --format F     text, mermaid or html (default: text)
    """

  /// Reads `showcase trace [--pattern P]... [--scenario ID] [--format F]`; `nil` when the
  /// command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--scenario": options.scenario = try reader.scenario()
      case "--format": options.format = try reader.choice(TraceFormat.self, what: "format")
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}

/// How a trace is written.
enum TraceFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case mermaid
  case html
}

extension ArgumentReader {
  /// Reads `--scenario`'s value: a scenario ID that `TraceScenario.all` has.
  mutating func scenario() throws(UsageError) -> String {
    let ids = TraceScenario.all.map(\.id)
    let id = try value(expected: choiceList(ids))
    guard let scenario = TraceScenario.named(id) else {
      throw UsageError(
        "\(command): unknown scenario '\(Echo.word(id))' (expected \(choiceList(ids)))")
    }
    return scenario.id
  }
}
