import ShowcaseSupport

/// The example runs of Docs/Runner.md: what `mutate`, `bugs` and `refactor` print, rendered
/// from their records with the commands' own lines and tables, so the page shows today's
/// variants and counts. `--write` of each command fills its region, and so does
/// `report --write`. A record holds no times, so `m:ss` stands for each; `…` marks lines left
/// out.
enum RunExamples {
  static let time = "m:ss"

  /// A fenced block: the command as typed, then `lines`.
  static func block(_ arguments: String, _ lines: [String]) -> String {
    (["```text", "$ \(Hint.run(arguments))"] + lines + ["```"]).joined(separator: "\n")
  }

  /// `text` cut at its empty lines: the table, then a block per entry.
  static func blocks(_ text: [String]) -> [[String]] {
    text.split(separator: "", omittingEmptySubsequences: true).map(Array.init)
  }
}

extension MutationRecord {
  package static let exampleRegionName = "runner-mutate"

  /// `mutate --write` fills that region too.
  package static func otherRegions(_ record: MutationRecord) -> [RecordRegion] {
    [("Docs/Runner.md", exampleRegionName, example(record))]
  }

  /// The first line, each variant's line, the table's first rows, and the first survivors.
  package static func example(_ record: MutationRecord) -> String {
    let entries = record.variants
    var lines = [
      CatalogueRunTiming.firstLine(
        entries.map(\.mutants).reduce(0, +), "mutants", variants: entries.map(\.variant)),
      "…",
    ]
    lines += entries.map { entry in
      RunProgress.variantLine(
        entry.variant, done: entry.mutants, of: entry.mutants, unit: entry.killedByUnitSuite,
        conformance: entry.killedByConformanceSuite, survived: entry.survivors.count,
        errors: entry.compileErrors, time: RunExamples.time)
    }
    let printed = RunExamples.blocks(MutationTable.text([], record: record))
    lines += ["…"] + (printed.first ?? []).prefix(5) + ["…"]
    if let survivors = printed.dropFirst().first(where: { $0.count > 1 }) {
      lines += survivors + ["…"]
    }
    return RunExamples.block("mutate", lines)
  }
}

extension BugHuntRecord {
  package static let exampleRegionName = "runner-bugs"

  /// The first line, the first and last bugs' lines, the table's last bug and totals, and
  /// the last bug's first results.
  package static func example(_ record: BugHuntRecord) -> String {
    let variants = record.variants.map(\.variant)
    var lines = [CatalogueRunTiming.firstLine(record.bugs.count, "bugs", variants: variants)]
    let ends =
      record.bugs.count > 1 ? [record.bugs[0], record.bugs[record.bugs.count - 1]] : record.bugs
    for entry in ends {
      lines += ["…", BugCatalogue.progressLine(entry.bug, entry.results, time: RunExamples.time)]
    }
    let printed = RunExamples.blocks(BugTable.text(record))
    let table = printed.first ?? []
    let totals = table.dropFirst(2 + record.bugs.count).prefix(BugVerdict.allCases.count)
    lines += ["…"] + table.prefix(2) + ["…"] + table.dropFirst(1 + record.bugs.count).prefix(1)
    lines += totals + ["…"]
    if printed.count > 1, let last = printed.last { lines += [""] + last.prefix(3) + ["…"] }
    return RunExamples.block("bugs", lines)
  }
}

extension RefactoringRecord {
  package static let exampleRegionName = "runner-refactor"

  /// The first line and the first three refactors' lines.
  package static func example(_ record: RefactoringRecord) -> String {
    let variants = record.variants.map(\.variant)
    var lines = [
      CatalogueRunTiming.firstLine(record.refactors.count, "refactors", variants: variants), "…",
    ]
    lines += record.refactors.prefix(3).map { entry in
      RefactorCatalogue.progressLine(entry.refactor, entry.results, time: RunExamples.time)
    }
    return RunExamples.block("refactor", lines + ["…"])
  }
}
