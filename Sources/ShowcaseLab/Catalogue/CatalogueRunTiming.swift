import Foundation
import ShowcaseSupport

/// The part of `mutate`, `bugs` and `refactor` around the run itself: it says what is run, times
/// it, and turns a failure into one line and an exit status: a mistake of the catalogue 65, an
/// interruption 130 or 143, anything else 70. Then it prints the results and keeps the record.
@MainActor
enum CatalogueRunTiming {
  /// Runs `body`, then hands its value and time in seconds to `then`; `buildSeconds` is read
  /// once the run is over.
  static func run<Value>(
    _ command: String, count: Int, noun: String, variants: [String], progress: RunProgress,
    buildSeconds: () -> Double, in console: Console, _ body: () async throws -> Value,
    then: (Value, Double) -> Int32
  ) async -> Int32 {
    progress.line(firstLine(count, noun, variants: variants))
    let clock = ContinuousClock()
    let start = clock.now
    let value: Value
    do {
      value = try await body()
    } catch let mistake as any RecordInputMistake {
      console.error(mistake.description)
      return ExitCode.dataError
    } catch let stopped as Interruption.Stopped {
      return stopped.report("showcase \(command)", in: console)
    } catch let failure {
      console.error("showcase \(command): \(failure)")
      return ExitCode.software
    }
    let total = Timing.seconds(clock.now - start)
    progress.line(
      "\(count) \(noun) in \(RunProgress.clock(total)) (min:s), "
        + "of which \(NumberText.decimal(buildSeconds())) s the first build")
    return then(value, total)
  }

  /// What a run says first: `14 bugs in MVC, MVP, VIPER`.
  nonisolated static func firstLine(_ count: Int, _ noun: String, variants: [String]) -> String {
    "\(count) \(noun) in \(variants.joined(separator: ", "))"
  }

  /// Prints `record` as `format` asks, then keeps it as `regions` asks.
  static func finish<Record: RecordedRun>(
    _ record: Record, format: OutputFormat, regions: RegionAction?, in console: Console,
    text: () -> [String], json: () throws -> String
  ) -> Int32 {
    switch format {
    case .text: console.outputLines(of: text().joined(separator: "\n"))
    case .markdown: console.outputLines(of: Record.region(record))
    case .json:
      do {
        console.outputLines(of: try json())
      } catch let failure {
        console.error("showcase \(Record.command): cannot encode the results: \(failure)")
        return ExitCode.software
      }
    }
    return RecordFiles<Record>(packageRoot: console.packageRoot)
      .keep(record, as: regions, in: console)
  }
}
