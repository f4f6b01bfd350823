import ShowcaseSupport

/// `showcase bench` and `showcase bench rule`: what each variant costs from an event to the
/// screen, what recording flows costs and what reading a data file costs; and what the Model's
/// open-subjects rule costs on its own.
@MainActor
package enum BenchCommand {
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
