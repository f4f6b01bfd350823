import ShowcaseSupport

/// An entry of a catalogue whose edit no longer applies to the code: its id (`B3`) and the
/// one-line mistake that names the catalogue's line, the variant and the file. A run plans
/// every edit in memory first and gathers all of these, so that one run names them all.
struct BrokenEntry<Catalogue: CatalogueFile>: Sendable, Equatable {
  let id: String
  let mistake: CatalogueMistake<Catalogue>
}

/// What `bugs` and `refactor` do with the broken entries of their plan: `--list` marks them and
/// still lists every entry; a run, `--check` and `--write` name them all and stop.
@MainActor
enum BrokenEntries {
  /// What `--list` adds to a broken entry's line.
  nonisolated static let mark = "[no longer applies]"

  /// `title`, marked when `id` is among `broken`.
  nonisolated static func marked<Catalogue>(
    _ title: String, id: String, broken: [BrokenEntry<Catalogue>]
  ) -> String {
    broken.contains { $0.id == id } ? "\(title)  \(mark)" : title
  }

  /// For `--list`, after the listing: each broken edit in one line on standard error.
  static func name<Catalogue>(_ broken: [BrokenEntry<Catalogue>], in console: Console) {
    for entry in broken { console.error(entry.mistake.description) }
  }

  /// Before a run: each broken edit in one line, then one line that says nothing was run;
  /// exit status 65.
  static func refuse<Catalogue>(
    _ broken: [BrokenEntry<Catalogue>], of total: Int, noun: String, command: String,
    in console: Console
  ) -> Int32 {
    name(broken, in: console)
    var ids: [String] = []
    for entry in broken where !ids.contains(entry.id) { ids.append(entry.id) }
    console.error(
      "showcase \(command): \(ids.count) of \(total) \(noun) no longer "
        + "\(ids.count == 1 ? "applies" : "apply") (\(ids.joined(separator: ", "))); "
        + "nothing was run: fix \(Catalogue.path)")
    return ExitCode.dataError
  }

  /// What a run over a catalogue checks before it builds anything: every broken edit, named,
  /// exit 65; then, for `--check`, a record that is stale for the code, said from the sources
  /// alone, exit 1. Nil when the run goes on.
  static func refuseBeforeRunning<Catalogue, Record: RecordedRun>(
    _ broken: [BrokenEntry<Catalogue>], of total: Int, noun: String, command: String,
    checking record: Record.Type?, patterns: [String], in console: Console,
    staleness: (Record) throws -> [String]
  ) -> Int32? {
    guard broken.isEmpty else {
      return refuse(broken, of: total, noun: noun, command: command, in: console)
    }
    guard record != nil else { return nil }
    return RecordFiles<Record>(packageRoot: console.packageRoot).refuseStale(
      patterns: patterns, in: console, staleness: staleness)
  }
}
