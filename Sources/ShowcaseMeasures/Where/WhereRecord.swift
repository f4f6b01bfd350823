import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport

/// The responsibility table's slices, recorded in `Docs/where.json` by `where --write` as
/// trimmed code lines, so that a comment added above one moves nothing. `report --check` fails
/// when a variant's code, or the scenarios as played, changed since the record.
package struct WhereRecord: RecordedRun, Equatable {
  /// One variant's slices: by scenario ID, each file's lines; and a fingerprint of its code.
  struct Entry: Sendable, Equatable, Codable {
    let variant: String
    let fingerprint: String
    let slices: [String: [String: [String]]]
  }

  var scenarios: String
  var variants: [Entry]

  package static let path = "Docs/where.json"
  package static let regionName = "responsibilities"
  package static let command = "where"
  package static let unrecorded = "_Not measured yet: run `swift run showcase where --write`._"

  /// The table's rows: a responsibility, and the scenario whose step exercises it. A step that
  /// runs only what its setup ran (S8's second load) has no slice, so it is not in the table.
  static let responsibilities: [(name: String, scenario: String)] = [
    ("Greeting composition", "G4"), ("Showing the answers (none open)", "S3"),
    ("Error text and Retry", "S4"), ("Loading again on Retry", "S5"),
    ("Stale-answer guard", "S6"), ("Leaving mid-load", "S7"), ("Opening Practice", "P1"),
    ("Opening All subjects", "A1"), ("Switching a subject", "A2"), ("A failed switch", "A3"),
  ]

  static var tableScenarios: [SliceScenario] {
    responsibilities.compactMap { SliceScenario.named($0.scenario) }
  }

  static func scenariosFingerprint() -> String {
    StaticMeasure.fingerprint(
      tableScenarios.map { "\($0.id) \($0.dataText) | \($0.setupText) | \($0.stepText)" })
  }

  static func fingerprint(variant: String, packageRoot: URL) throws -> String {
    let files = try StaticMeasure.swiftFiles(in: "Sources/\(variant)", packageRoot: packageRoot)
    return StaticMeasure.fingerprint(files.flatMap { [$0.0] + SwiftSource($0.1).codeLines })
  }

  /// `slices`: for each of the table's scenarios, each of `variants`' slices.
  init(
    slices: [[SliceMeasure.Slice]], variants: [String], packageRoot: URL
  ) throws {
    scenarios = Self.scenariosFingerprint()
    self.variants = try variants.enumerated().map { index, variant in
      var byScenario: [String: [String: [String]]] = [:]
      for (scenario, measured) in zip(Self.tableScenarios, slices) {
        let listing = try WhereCommand.listing(variant, measured[index], packageRoot: packageRoot)
        byScenario[scenario.id] = Dictionary(
          uniqueKeysWithValues: listing.files.map { file in
            (file.name, file.lines.map { $0.text.trimmingCharacters(in: .whitespaces) })
          })
      }
      return Entry(
        variant: variant,
        fingerprint: try Self.fingerprint(variant: variant, packageRoot: packageRoot),
        slices: byScenario)
    }
  }

  package static func region(_ record: WhereRecord) -> String {
    ResponsibilityTable.table(record).markdown
  }

  /// Each pattern page shows its slice of the stale-answer guard.
  static let pageScenario = "S6"

  package static func otherRegions(_ record: WhereRecord) -> [RecordRegion] {
    Variant.all.map { variant in
      ("Docs/\(variant.name).md", "where-\(variant.id)", pageSlice(record, variant: variant.name))
    }
  }

  static func pageSlice(_ record: WhereRecord, variant: String) -> String {
    guard let files = record.variants.first(where: { $0.variant == variant })?.slices[pageScenario]
    else { return unrecorded }
    let blocks = files.keys.sorted().map {
      "// \($0)\n" + (files[$0] ?? []).joined(separator: "\n")
    }
    return "```swift\n\(blocks.joined(separator: "\n\n"))\n```"
  }

  package static func differences(_ old: WhereRecord?, _ new: WhereRecord) -> [String] {
    guard let old else { return ["\(path): missing"] }
    var lines: [String] = []
    for entry in new.variants {
      guard let recorded = old.variants.first(where: { $0.variant == entry.variant }) else {
        lines.append("\(entry.variant): not recorded")
        continue
      }
      for scenario in responsibilities.map(\.scenario) {
        let (now, then) = (entry.slices[scenario] ?? [:], recorded.slices[scenario] ?? [:])
        for file in Set(now.keys).union(then.keys).sorted() where now[file] != then[file] {
          lines.append(
            "\(entry.variant) \(scenario) \(file): \(now[file]?.count ?? 0) line(s) now, "
              + "\(then[file]?.count ?? 0) recorded")
        }
      }
    }
    return lines
  }

  package func merging(_ other: WhereRecord, order: [String]) -> WhereRecord {
    // Slices of other scenarios than the new ones are not kept.
    guard scenarios == other.scenarios else { return other }
    var merged = other
    merged.variants = variants.replacing(other.variants, order: order) { $0.variant }
    return merged
  }

  package func staleness(packageRoot: URL, variants chosen: [String]) throws -> [String] {
    guard scenarios == Self.scenariosFingerprint() else {
      return ["the table's scenarios changed since the record"]
    }
    return try chosen.compactMap { variant in
      guard let entry = variants.first(where: { $0.variant == variant }) else {
        return "\(variant): not measured"
      }
      let now = try Self.fingerprint(variant: variant, packageRoot: packageRoot)
      return now == entry.fingerprint
        ? nil
        : "\(variant): code changed since the record (fingerprint \(entry.fingerprint), now \(now))"
    }
  }
}

extension WhereRecord {
  /// `where --write` or `where --check`: measures the table's scenarios on `variants` and
  /// records them, or compares them with the record (after saying at once when it is stale).
  @MainActor
  static func keep(
    _ action: RegionAction, variants: [String], patterns: [String], in console: Console
  ) async -> Int32 {
    let command = "showcase where"
    let files = RecordFiles<WhereRecord>(packageRoot: console.packageRoot)
    if action == .check,
      let status = files.refuseStale(
        patterns: patterns, in: console,
        staleness: { try $0.staleness(packageRoot: console.packageRoot, variants: variants) })
    {
      return status
    }
    let record: WhereRecord
    do {
      let slices = try await WhereCommand.measure(
        tableScenarios, variants: variants, in: console, command: command)
      record = try WhereRecord(
        slices: slices, variants: variants, packageRoot: console.packageRoot)
    } catch let stopped as Interruption.Stopped {
      return stopped.report(command, in: console, files: "the package is untouched")
    } catch {
      console.error("\(command): \(error)")
      return ExitCode.software
    }
    return files.keep(record, as: action, in: console)
  }
}

/// Where each responsibility of the feature lives, in each pattern: measured, not written by
/// hand. Each responsibility is named by a scenario whose step exercises it; a cell names the
/// roles whose lines that step ran and its setup alone did not (`showcase where`). A role is
/// named by its file without the screen: `SubjectsPresenter.swift` is `Presenter`.
enum ResponsibilityTable {
  static let screens = ["AllSubjects", "Subjects", "Greeting", "Practice"]

  static func table(_ record: WhereRecord) -> ReportTable {
    let rows = WhereRecord.responsibilities.map { responsibility in
      let cells = record.variants.map { entry in
        let files = entry.slices[responsibility.scenario]?.keys.map { $0 } ?? []
        let roles = Set(files.map(role(ofFile:))).sorted()
        return roles.isEmpty ? "–" : roles.joined(separator: ", ")
      }
      return [responsibility.name, responsibility.scenario] + cells
    }
    return ReportTable(
      headers: ["Responsibility", "Scenario"] + record.variants.map(\.variant), rows: rows,
      rightAlignsValues: false)
  }

  /// `Sources/MVP/SubjectsPresenter.swift` → `Presenter`; `Feature.swift` → `Feature`.
  static func role(ofFile path: String) -> String {
    let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
    guard let screen = screens.first(where: { name.hasPrefix($0) && name.count > $0.count })
    else { return name }
    return String(name.dropFirst(screen.count))
  }
}
