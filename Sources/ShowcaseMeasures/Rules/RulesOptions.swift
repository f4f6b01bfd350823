import ShowcaseSupport

/// The options of `showcase rules`.
package struct RulesOptions: Sendable, Equatable {
  var format: ListingFormat = .text

  static let options: CommandOptions = "--format F     text or markdown (default: text)"

  /// Reads `showcase rules [--format F]`; `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--format": options.format = try reader.choice(ListingFormat.self, what: "format")
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}
