import ShowcaseSupport

/// The options of `showcase bench`.
package struct BenchOptions: Sendable, Equatable {
  var patterns: [String] = []
  /// How many subjects the lists hold, one measurement each.
  var sizes: [Int] = Bench.defaultSizes

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --sizes N,...  the list sizes to measure (default: 10,1000,10000,100000)
    """

  /// Reads `showcase bench [--pattern P]... [--sizes N,N,...]`; `nil` when the command line
  /// asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let option = try reader.nextOption(valid: Self.options.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--sizes": options.sizes = try reader.sizes()
      default: throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}

extension ArgumentReader {
  /// Reads `--sizes`' value: list sizes separated by commas.
  mutating func sizes() throws(UsageError) -> [Int] {
    let expected =
      "list sizes from 1 to \(Bench.largestSize) separated by commas, such as 10,1000"
    let text = try value(expected: expected)
    let sizes = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard sizes.allSatisfy({ (1...Bench.largestSize).contains($0 ?? 0) }) else {
      throw UsageError(
        "\(command): invalid sizes '\(Echo.word(text))' for '--sizes' (expected \(expected))")
    }
    return sizes.compactMap { $0 }
  }
}
