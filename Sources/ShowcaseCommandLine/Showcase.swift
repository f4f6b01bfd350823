import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseLab
import ShowcaseMeasures
import ShowcaseSupport

/// The `showcase` command: everything the executable does, as one function that tests call
/// with their own arguments, environment, input and output. See Docs/Runner.md.
@MainActor
public enum Showcase {
  /// What the process knows about where its output goes.
  public typealias Terminal = ShowcaseSupport.Terminal

  /// Runs one command line. `input` gives standard input a line at a time (`nil` at its end);
  /// `output` and `error` take one line each, without its line break. `packageRoot` is where
  /// `report` and `compare-tests` find the package's sources.
  public static func run(
    arguments: [String], environment: [String: String], terminal: Terminal = .none,
    variants: [Variant] = Variant.all,
    packageRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    input: @escaping () -> String?, output: @escaping (String) -> Void,
    error: @escaping (String) -> Void
  ) async -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Options.parse(arguments, variants: variants)
    } catch let usage {
      error(usage.description)
      return ExitCode.usage
    }
    let console = Console(
      environment: environment, terminal: terminal, variants: variants,
      packageRoot: packageRoot, input: input, output: output, error: error)
    switch invocation {
    case .help(let topic):
      console.outputLines(of: Help.text(topic))
      return ExitCode.success
    case .sideBySide(let options): return await SideBySideCommand.run(options, in: console)
    case .play(let options): return await PlayCommand.run(options, in: console)
    case .bench(let options): return await BenchCommand.run(options, in: console)
    case .benchRule: return BenchCommand.runRule(in: console)
    case .trace(let options): return await TraceCommand.run(options, in: console)
    case .report(let options): return await ReportCommand.run(options, in: console)
    case .compareTests(let options): return CompareTestsCommand.run(options, in: console)
    case .where(let options): return await WhereCommand.run(options, in: console)
    case .rules(let options): return RulesCommand.run(options, in: console)
    case .diff(let options): return DiffCommand.run(options, in: console)
    case .mutate(let options): return await MutateCommand.run(options, in: console)
    case .bugs(let options): return await BugsCommand.run(options, in: console)
    case .refactor(let options): return await RefactorCommand.run(options, in: console)
    case .refresh(let check): return await RefreshCommand.run(check: check, in: console)
    case .workshop(let options): return await WorkshopCommand.run(options, in: console)
    }
  }
}
