import ShowcaseSupport

/// The options of `showcase play`.
package struct PlayOptions: Sendable, Equatable {
  var patterns: [String] = []
  var dataFile: String?
  var width: Int?

  /// Reads `showcase play [--pattern P]... [--data FILE] [--width N]`; `nil` when the command
  /// line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: ["--pattern", "--data", "--width"]) {
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
