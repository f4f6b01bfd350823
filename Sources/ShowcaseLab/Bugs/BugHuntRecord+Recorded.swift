import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The bug hunt's record as `RecordFiles` writes and checks it.
extension BugHuntRecord: RecordedRun {
  package static let command = "bugs"
  package static var unrecorded: String { BugTable.unrecorded }

  package static func region(_ record: BugHuntRecord) -> String {
    BugTable.region(record)
  }

  /// The region of Docs/BugHunt.md that shows each bug and who caught it.
  package static let verdictsRegionName = "bugs-catalogue"

  /// What that region holds: a bug a row, each variant's verdict alone.
  package static func verdictsRegion(_ record: BugHuntRecord) -> String {
    BugTable.verdicts(record).markdown
  }

  /// `bugs --write` fills that region too.
  package static func otherRegions(_ record: BugHuntRecord) -> [RecordRegion] {
    [("Docs/BugHunt.md", verdictsRegionName, verdictsRegion(record))]
  }

  /// A line for each fingerprint and each bug's result in `new` that differs from `old`.
  package static func differences(_ old: BugHuntRecord?, _ new: BugHuntRecord) -> [String] {
    let old = old ?? BugHuntRecord(variants: [], bugs: [])
    var lines: [String] = []
    for measured in new.variants {
      guard let before = old.variants.first(where: { $0.variant == measured.variant }) else {
        lines.append("\(measured.variant): not in \(path)")
        continue
      }
      if before.fingerprint != measured.fingerprint {
        lines.append(
          "\(measured.variant): fingerprint \(measured.fingerprint), recorded \(before.fingerprint)"
        )
      }
    }
    for entry in new.bugs {
      for result in entry.results {
        guard
          let before = old.bugs.first(where: { $0.bug == entry.bug })?.result(for: result.variant)
        else {
          lines.append("\(entry.bug), \(result.variant): not in \(path)")
          continue
        }
        if before != result {
          lines.append(
            "\(entry.bug), \(result.variant): \(BugTable.describe(result)), "
              + "recorded \(BugTable.describe(before))")
        }
      }
    }
    return lines
  }

  /// Read against the catalogue too: a changed bug changes its fingerprint.
  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    let catalogue = try BugCatalogue.load(
      packageRoot: packageRoot, variants: variants,
      specIDs: try SpecReader.scenarioIDs(packageRoot: packageRoot))
    return try staleness(catalogue: catalogue, variants: variants, packageRoot: packageRoot)
  }
}

extension CatalogueMistake: RecordInputMistake {}
