import ShowcaseSupport

/// `showcase bench` and `showcase bench rule`: what each variant costs from an event to the
/// screen, what recording flows costs and what reading a data file costs; and what the Model's
/// open-subjects rule costs on its own.
@MainActor
package enum BenchCommand {
  package static var help: String {
    """
    showcase bench: what each variant costs from an event to the screen.

    Usage: swift run showcase bench [--pattern P]... [--sizes N,N,...]

    For lists of 10, 1,000, 10,000 and 100,000 subjects, times opening the subject list and
    answering its three requests (request → render) in every variant, beside a baseline that
    builds the same cells straight from a Curriculum; prints medians, ratios to the baseline
    and the growth per 10× of input. Sizes whose runs would take too long are skipped.
    Then times what the flows cost: the same runs with no recorder, with the recorder off,
    and recording. Last, times reading a data file of 100,000 subjects, beside a plain
    JSONDecoder that reads the same text and checks nothing.

    \(BenchOptions.options.help)
    """
  }

  package static let ruleHelp = """
    showcase bench rule: times the open-subjects rule of the Model on its own.

    Usage: swift run showcase bench rule

    \(ruleOptions.help)
    """

  nonisolated package static let ruleOptions: CommandOptions = ""

  package static func run(_ options: BenchOptions, in console: Console) async -> Int32 {
    let chosen = console.selected(options.patterns)
    if console.terminal.isTerminal { console.output("Measuring, for up to half a minute…") }
    let results = await Bench.run(variants: chosen, sizes: options.sizes)
    Bench.report(results).forEach(console.output)
    console.output("")
    FlowCostBenchmark.report(await FlowCostBenchmark.run(variants: chosen))
      .forEach(console.output)
    console.output("")
    DataFileBenchmark.report(DataFileBenchmark.run()).forEach(console.output)
    return ExitCode.success
  }

  package static func runRule(in console: Console) -> Int32 {
    console.outputLines(of: RuleBenchmark.report(RuleBenchmark.run()))
    return ExitCode.success
  }
}

package struct BenchOptions: Sendable, Equatable {
  var patterns: [String] = []
  var sizes: [Int] = Bench.defaultSizes

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --sizes N,...  the list sizes to measure (default: 10,1000,10000,100000)
    """

  /// `nil` when the command line asks for help.
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
