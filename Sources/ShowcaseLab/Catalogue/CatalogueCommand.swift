import Foundation
import ShowcaseCore
import ShowcaseSupport

/// An entry of a catalogue that a run writes into the variants: a bug, a refactor.
protocol CatalogueEntry: Sendable {
  var id: String { get }
  /// Each variant's edits, by the variant's name (`MVC`), in the order they apply.
  var edits: [String: [CatalogueEdit]] { get }
  /// Each variant's reference repair of its unit tests; none for a bug.
  var repairs: [String: [CatalogueEdit]] { get }
  func applies(to variant: String) -> Bool
  /// What the record's fingerprint takes of the entry in `variant`, besides its edits.
  func fingerprinted(in variant: String) -> [String]
}

/// A catalogue that `showcase bugs` or `showcase refactor` runs: what is its own in a run.
protocol RunnableCatalogue: CatalogueFile, Sendable {
  associatedtype Entry: CatalogueEntry
  associatedtype EntryResult: VariantResult
  associatedtype Record: CatalogueRecord where Record.Catalogue == Self
  /// What the entries are called in messages: `bugs`.
  static var noun: String { get }
  var entries: [Entry] { get }
  static func parse(_ text: String, variants: [String], specIDs: [String])
    throws(CatalogueMistake<Self>) -> Self
  /// `--list`: each entry, those among `broken` marked.
  @MainActor static func listing(
    _ entries: [Entry], variants: [String], broken: [BrokenEntry<Self>], in console: Console
  ) -> [String]
  /// A variant's result in the line said when an entry is done: `own suite`.
  static func progressCell(_ result: EntryResult) -> String
  /// Writes `entry` into the built copy and measures what it does to each variant.
  @MainActor static func measure(
    _ entry: Entry, in run: CatalogueRun<Self>, copy: ScratchPackage, runner: SuiteRunner
  ) async throws -> CatalogueRun<Self>.Outcome
  static func text(_ record: Record) -> [String]
  static func json(
    _ outcomes: [CatalogueRun<Self>.Outcome], record: Record, buildSeconds: Double,
    total: Double
  ) throws -> String
}

extension RunnableCatalogue {
  /// The line said when an entry is done, its time already written:
  /// `B3  MVC own suite  MVP own suite  MVVM conformance only  VIPER missed  0:07`.
  static func progressLine(_ id: String, _ results: [EntryResult], time: String) -> String {
    ([id] + results.map { "\($0.variant) \(progressCell($0))" } + [time]).joined(separator: "  ")
  }

  static func load(packageRoot: URL, variants: [String], specIDs: [String])
    throws(CatalogueMistake<Self>) -> Self
  {
    let url = packageRoot.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw CatalogueMistake(line: nil, "cannot be read")
    }
    return try parse(text, variants: variants, specIDs: specIDs)
  }

  /// The entries `ids` name (`b3` is `B3`), in the catalogue's order; all when `ids` is empty.
  func selected(_ ids: [String]) throws(UsageError) -> [Entry] {
    guard !ids.isEmpty else { return entries }
    let known = entries.map(\.id)
    if let unknown = ids.first(where: { !known.contains($0.uppercased()) }) {
      throw UsageError(
        "showcase \(Record.command): unknown \(Self.noun.dropLast()) '\(Echo.word(unknown))' "
          + "(expected \(choiceList(known)))")
    }
    let wanted = ids.map { $0.uppercased() }
    return entries.filter { wanted.contains($0.id) }
  }
}

/// An entry of a catalogue whose edit no longer applies to the code: its id (`B3`) and the
/// mistake that names the catalogue's line, the variant and the file.
struct BrokenEntry<Catalogue: CatalogueFile>: Sendable, Equatable {
  let id: String
  let mistake: CatalogueMistake<Catalogue>

  /// `title` as `--list` shows it, marked when `id` is among `broken`.
  static func marked(_ title: String, id: String, broken: [Self]) -> String {
    broken.contains { $0.id == id } ? "\(title)  [no longer applies]" : title
  }
}

/// What `showcase bugs` and `showcase refactor` do alike: load the catalogue, select the
/// entries, plan every edit in memory, list them (`--list`) or refuse a broken or stale run,
/// then run, time, print and keep the results.
@MainActor
enum CatalogueCommand {
  static func run<Catalogue: RunnableCatalogue>(
    _: Catalogue.Type, _ options: CatalogueRunOptions, in console: Console
  ) async -> Int32 {
    let command = Catalogue.Record.command
    guard console.findsPackage(for: "showcase \(command)") else { return ExitCode.noInput }
    let catalogue: Catalogue
    let specIDs: [String]
    do {
      specIDs = try SpecReader.scenarioIDs(packageRoot: console.packageRoot)
      catalogue = try Catalogue.load(
        packageRoot: console.packageRoot, variants: console.variants.map(\.name),
        specIDs: specIDs)
    } catch let mistake as CatalogueMistake<Catalogue> {
      console.error(mistake.description)
      return ExitCode.dataError
    } catch let failure {
      console.error("showcase \(command): cannot read \(SpecReader.path): \(failure)")
      return ExitCode.noInput
    }
    let entries: [Catalogue.Entry]
    do { entries = try catalogue.selected(options.ids) } catch { return console.usage(error) }
    let variants = console.selected(options.patterns)
    let names = variants.map(\.name)
    // Every edit is written into memory first: those that no longer apply are all said
    // before anything is copied or built. `--list` marks them and still lists every entry.
    let plan = CatalogueRun<Catalogue>.plan(
      entries, variants: names, packageRoot: console.packageRoot)
    if options.list {
      Catalogue.listing(entries, variants: names, broken: plan.broken, in: console)
        .forEach(console.output)
    }
    for entry in plan.broken { console.error(entry.mistake.description) }
    if options.list { return ExitCode.success }
    if !plan.broken.isEmpty {
      let ids = plan.broken.map(\.id).eachOnce()
      console.error(
        "showcase \(command): \(ids.count) of \(entries.count) \(Catalogue.noun) no longer "
          + "\(ids.count == 1 ? "applies" : "apply") (\(ids.joined(separator: ", "))); "
          + "nothing was run: fix \(Catalogue.path)")
      return ExitCode.dataError
    }
    // `--check` says a record that is stale for the code from the sources alone.
    if options.regions == .check,
      let status = RecordFiles<Catalogue.Record>(packageRoot: console.packageRoot).refuseStale(
        patterns: options.patterns, in: console,
        staleness: {
          try $0.staleness(catalogue: catalogue, variants: names, packageRoot: console.packageRoot)
        })
    {
      return status
    }
    let run = CatalogueRun<Catalogue>(
      console, entries: entries, variants: variants, specIDs: specIDs, plan: plan)
    // A check compares the run with the record, which holds no repair's outcome.
    run.buildsRepairs = options.regions != .check
    return await CatalogueRunTiming.run(
      command, count: entries.count, noun: Catalogue.noun, variants: names,
      progress: run.progress, buildSeconds: { run.buildSeconds }, in: console
    ) {
      let outcomes = try await run.run { outcome in
        run.progress.line(
          Catalogue.progressLine(
            outcome.entry.id, outcome.results, time: RunProgress.clock(outcome.seconds)))
      }
      let record = try Catalogue.Record(
        outcomes, variants: names, catalogue: catalogue, packageRoot: console.packageRoot)
      return (outcomes, record)
    } then: { (value, total) in
      CatalogueRunTiming.finish(
        value.1, format: options.format, regions: options.regions, in: console,
        text: { Catalogue.text(value.1) },
        json: {
          try Catalogue.json(
            value.0, record: value.1, buildSeconds: run.buildSeconds, total: total)
        })
    }
  }
}
