import Foundation
import ShowcaseSupport

/// The mutation record as `RecordFiles` writes and checks it.
extension MutationRecord: RecordedRun {
  package static let command = "mutate"
  package static var unrecorded: String { MutationTable.unrecorded }

  package static func region(_ record: MutationRecord) -> String {
    MutationTable.region(record)
  }

  /// A line per variant of `new` that the record lacks, and per figure or survivor that
  /// differs.
  package static func differences(_ old: MutationRecord?, _ new: MutationRecord) -> [String] {
    new.variants.flatMap { entry in
      guard let before = old?.variants.first(where: { $0.variant == entry.variant }) else {
        return ["\(entry.variant): not in \(path)"]
      }
      return differences(before, entry)
    }
  }

  static func differences(_ old: Entry, _ new: Entry) -> [String] {
    let figures: [(String, KeyPath<Entry, Int>)] = [
      ("mutants", \.mutants), ("killed by its unit suite", \.killedByUnitSuite),
      ("killed by the conformance suite", \.killedByConformanceSuite),
      ("compile errors", \.compileErrors),
    ]
    var lines = figures.compactMap { name, figure in
      old[keyPath: figure] == new[keyPath: figure]
        ? nil : "\(new.variant): \(name) \(new[keyPath: figure]), recorded \(old[keyPath: figure])"
    }
    if old.fingerprint != new.fingerprint {
      lines.append("\(new.variant): fingerprint \(new.fingerprint), recorded \(old.fingerprint)")
    }
    lines += new.survivors.filter { !old.survivors.contains($0) }.map {
      "\(new.variant): new survivor \($0)"
    }
    lines += old.survivors.filter { !new.survivors.contains($0) }.map {
      "\(new.variant): no longer survives \($0)"
    }
    return lines
  }

  package func staleness(packageRoot: URL, variants: [String]) throws -> [String] {
    try staleVariants(packageRoot: packageRoot)
  }
}
