import ShowcaseDemo
import ShowcaseLab
import ShowcaseMeasures

/// What a `showcase` command line asks for, as `Options.parse(_:variants:)` reads it: one case
/// per command, each with its options.
enum Invocation: Sendable, Equatable {
  case help(HelpTopic)
  /// No command: play a script on the variants side by side.
  case sideBySide(SideBySideOptions)
  case play(PlayOptions)
  case bench(BenchOptions)
  case benchRule
  case trace(TraceOptions)
  case report(ReportOptions)
  case compareTests(CompareTestsOptions)
  case `where`(WhereOptions)
  case rules(RulesOptions)
  case diff(DiffOptions)
  case mutate(MutateOptions)
  case bugs(CatalogueRunOptions)
  case refactor(CatalogueRunOptions)
  /// `refresh`, or `refresh --check`.
  case refresh(check: Bool)
  case workshop(WorkshopOptions)
}

/// The commands that have a `--help`, as `showcase help` names them.
enum HelpTopic: String, Sendable, Equatable, CaseIterable {
  case showcase
  case play
  case bench
  case benchRule = "bench rule"
  case trace
  case report
  case compareTests = "compare-tests"
  case `where`
  case rules
  case diff
  case mutate
  case bugs
  case refactor
  case refresh
  case workshop
}
