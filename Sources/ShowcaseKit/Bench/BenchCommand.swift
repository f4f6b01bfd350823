/// `showcase bench`, `showcase bench rule` and `showcase bench datafile`: what each variant
/// costs from an event to the screen and what recording flows costs, what the Model's
/// open-subjects rule costs on its own, and what reading a big data file costs beside
/// `JSONDecoder`.
@MainActor
enum BenchCommand {
  static func run(_ options: BenchOptions, in console: Console) async -> Int32 {
    let chosen = console.selected(options.patterns)
    if console.terminal.isTerminal { console.output("Measuring, for up to half a minute…") }
    let results = await Bench.run(variants: chosen, sizes: options.sizes)
    Bench.report(results).forEach(console.output)
    console.output("")
    FlowCostBenchmark.report(await FlowCostBenchmark.run(variants: chosen))
      .forEach(console.output)
    // With no option, the data file's reader is timed too.
    guard options == BenchOptions() else { return Showcase.ExitCode.success }
    console.output("")
    return runDataFile(in: console)
  }

  static func runRule(in console: Console) -> Int32 {
    console.outputLines(of: RuleBenchmark.report(RuleBenchmark.run()))
    return Showcase.ExitCode.success
  }

  static func runDataFile(in console: Console) -> Int32 {
    if console.terminal.isTerminal {
      console.output("Reading a big data file a few times, with two readers…")
    }
    DataFileBenchmark.report(DataFileBenchmark.run()).forEach(console.output)
    return Showcase.ExitCode.success
  }
}
