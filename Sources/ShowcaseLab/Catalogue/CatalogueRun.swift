import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase bugs` or `showcase refactor`: copies the package, builds it once and
/// checks that every chosen variant's suites pass; then, for each entry, does the catalogue's
/// own work in the copy (`RunnableCatalogue.measure`). The copy is removed at the end, whatever
/// happened, and on Ctrl-C.
@MainActor
final class CatalogueRun<Catalogue: RunnableCatalogue> {
  /// One entry's results, a variant a result, and how long it took (builds and suites).
  struct Outcome: Sendable {
    let entry: Catalogue.Entry
    let results: [Catalogue.EntryResult]
    let seconds: Double
  }

  typealias Mistake = CatalogueMistake<Catalogue>

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  let entries: [Catalogue.Entry]
  let variants: [Variant]
  let specIDs: [String]
  let plan: Plan
  /// Whether a refactor's whole reference repair is built and run where it broke a test.
  /// `--check` leaves it out: the record holds no repair's outcome, and its fingerprint covers
  /// the repairs, so a changed one makes the record stale until `--write` builds it.
  var buildsRepairs = true
  private(set) var buildSeconds = 0.0

  /// Every chosen entry and its repair written into every variant it applies to, in memory,
  /// before anything is copied or built: by entry id, then by variant name, the production
  /// files with the entry in and the unit-suite files repaired; every file they change, as it
  /// is in the package; every entry and variant whose edits no longer apply.
  struct Plan: Sendable {
    var patches: [String: [String: [String: String]]] = [:]
    var repairs: [String: [String: [String: String]]] = [:]
    var originals: [String: String] = [:]
    var broken: [BrokenEntry<Catalogue>] = []
  }

  init(
    _ console: Console, entries: [Catalogue.Entry], variants: [Variant], specIDs: [String],
    plan: Plan
  ) {
    (packageRoot, environment) = (console.packageRoot, console.environment)
    progress = RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    (self.entries, self.variants, self.specIDs, self.plan) = (entries, variants, specIDs, plan)
  }

  /// Writes every entry and its repair into memory. An edit that no longer applies is noted,
  /// and the others are still tried, so that one run names every broken entry.
  nonisolated static func plan(
    _ entries: [Catalogue.Entry], variants: [String], packageRoot: URL
  ) -> Plan {
    // Each file is read once, however many entries edit it.
    var texts: [String: String?] = [:]
    func read(_ path: String) -> String? {
      if let text = texts[path] { return text }
      let text = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      texts[path] = text
      return text
    }
    var plan = Plan()
    func patched(_ edits: [CatalogueEdit], _ id: String, label: String) -> [String: String] {
      do {
        return try CatalogueEdit.patchedFiles(
          edits, of: Catalogue.self, label: label, original: read)
      } catch let mistake {
        plan.broken.append(BrokenEntry(id: id, mistake: mistake))
        return [:]
      }
    }
    for entry in entries {
      for variant in variants where entry.applies(to: variant) {
        let label = "\(entry.id), \(variant)"
        let files = patched(entry.edits[variant] ?? [], entry.id, label: label)
        let repaired = patched(
          entry.repairs[variant] ?? [], entry.id, label: "\(label), the repair")
        plan.patches[entry.id, default: [:]][variant] = files
        plan.repairs[entry.id, default: [:]][variant] = repaired
        for path in Array(files.keys) + Array(repaired.keys) where plan.originals[path] == nil {
          plan.originals[path] = read(path)
        }
      }
    }
    return plan
  }

  /// Copies the package, builds the copy, checks that every chosen variant's suites pass, then
  /// measures every entry, handing each outcome to `report` as it comes.
  func run(report: (Outcome) -> Void) async throws -> [Outcome] {
    let command = Catalogue.Record.command
    return try await ScratchPackage.withSuitesCopy(
      of: packageRoot, command: command, environment: environment, progress: progress
    ) { copy in
      let start = ContinuousClock.now
      let (status, output) = try await copy.build(
        label: "Building", log: copy.url(".\(command)-build.log"), progress: progress,
        environment: environment)
      guard status == 0 else {
        throw RunFailure(
          description: "the scratch copy does not build: \(CompilerError.first(in: output, copy))")
      }
      buildSeconds = Timing.seconds(ContinuousClock.now - start)
      progress.line("Built in \(NumberText.decimal(buildSeconds)) s")
      let runner = try await SuiteRunner.calibrated(
        in: copy, environment: environment, variants: variants, change: Catalogue.noun,
        progress: progress)
      var outcomes: [Outcome] = []
      for entry in entries {
        let outcome = try await Catalogue.measure(entry, in: self, copy: copy, runner: runner)
        outcomes.append(outcome)
        report(outcome)
      }
      return outcomes
    }
  }
}

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
    let start = ContinuousClock.now
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
    let total = Timing.seconds(ContinuousClock.now - start)
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
