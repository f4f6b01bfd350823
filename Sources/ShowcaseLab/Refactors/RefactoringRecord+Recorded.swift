import Foundation
import ShowcaseCore
import ShowcaseSupport

/// The refactoring record as `RecordFiles` writes and checks it.
extension RefactoringRecord: RecordedRun {
  package static let command = "refactor"
  package static var unrecorded: String { RefactorTable.unrecorded }

  package static func region(_ record: RefactoringRecord) -> String {
    RefactorTable.region(record)
  }

  /// The region of Docs/Refactoring.md that shows each refactor and what it broke.
  package static let catalogueRegionName = "refactors-catalogue"

  /// What that region holds: a refactor a row, a variant a column.
  package static func catalogueRegion(_ record: RefactoringRecord) -> String {
    RefactorTable.perRefactor(record).markdown
  }

  /// `refactor --write` fills that region too.
  package static func otherRegions(_ record: RefactoringRecord) -> [RecordRegion] {
    [("Docs/Refactoring.md", catalogueRegionName, catalogueRegion(record))]
  }

  /// A line for each fingerprint and each refactor's result in `new` that differs from `old`.
  package static func differences(_ old: RefactoringRecord?, _ new: RefactoringRecord)
    -> [String]
  {
    let old = old ?? RefactoringRecord(variants: [], refactors: [])
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
    for entry in new.refactors {
      for result in entry.results {
        guard
          let before = old.refactors.first(where: { $0.refactor == entry.refactor })?
            .result(for: result.variant)
        else {
          lines.append("\(entry.refactor), \(result.variant): not in \(path)")
          continue
        }
        if before != result {
          lines.append(
            "\(entry.refactor), \(result.variant): \(RefactorTable.describe(result)), "
              + "recorded \(RefactorTable.describe(before))")
        }
      }
    }
    return lines
  }

  /// Read against the catalogue too: a changed refactor changes its fingerprint.
  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    let catalogue = try RefactorCatalogue.load(packageRoot: packageRoot, variants: variants)
    return try staleness(catalogue: catalogue, variants: variants, packageRoot: packageRoot)
  }
}
