import ShowcaseSupport

/// The options of `showcase play`.
package struct PlayOptions: Sendable, Equatable {
  var patterns: [String] = []
  var dataFile: String?
  var width: Int?

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --data FILE    a JSON data file instead of the sample data
    \(CommandOptions.width)
    """

  /// Reads `showcase play [--pattern P]... [--data FILE] [--width N]`; `nil` when the command
  /// line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--width": options.width = try reader.width()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
