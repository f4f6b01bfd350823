import Foundation
import ShowcaseSupport

/// The part of `showcase bugs` and `showcase refactor` around the run itself: it says what is
/// run, times it, says how long it took, and turns a failure into the commands' one-line
/// message and exit status: a mistake of the catalogue 65, an interruption 130 or 143,
/// anything else 70.
@MainActor
enum CatalogueRunTiming {
  /// How a timed run ended: its value and its time in seconds, or the exit status to return.
  enum Ending<Value> {
    case done(Value, seconds: Double)
    case failed(status: Int32)
  }

  /// Runs `body` for `count` entries (`noun`: "bugs") over `variants`; `buildSeconds` is
  /// read once the run is over.
  static func run<Value>(
    _ command: String, count: Int, noun: String, variants: [String], progress: RunProgress,
    buildSeconds: () -> Double, in console: Console, _ body: () async throws -> Value
  ) async -> Ending<Value> {
    progress.line(firstLine(count, noun, variants: variants))
    let clock = ContinuousClock()
    let start = clock.now
    let value: Value
    do {
      value = try await body()
    } catch let mistake as any RecordInputMistake {
      console.error(mistake.description)
      return .failed(status: ExitCode.dataError)
    } catch let stopped as Interruption.Stopped {
      return .failed(status: stopped.report("showcase \(command)", in: console))
    } catch let failure {
      console.error("showcase \(command): \(failure)")
      return .failed(status: ExitCode.software)
    }
    let total = Timing.seconds(clock.now - start)
    progress.line(
      "\(count) \(noun) in \(RunProgress.clock(total)) (min:s), "
        + "of which \(NumberText.decimal(buildSeconds())) s the first build")
    return .done(value, seconds: total)
  }

  /// What a run says first: `14 bugs in MVC, MVP, VIPER`.
  nonisolated static func firstLine(_ count: Int, _ noun: String, variants: [String]) -> String {
    "\(count) \(noun) in \(variants.joined(separator: ", "))"
  }
}
