import Foundation

/// A run's results kept in the package: a JSON file under Docs/, fingerprinted against what it
/// was measured on, and a region of Docs/Comparison.md that shows it. The mutation record and
/// the bug hunt's are two; `RecordFiles` writes, checks and reads either the same way.
package protocol RecordedRun: Codable, Sendable {
  /// Where the record is kept: `Docs/mutation.json`.
  static var path: String { get }
  /// The region of Docs/Comparison.md that shows the record: `mutation`.
  static var regionName: String { get }
  /// The command that takes the record again: `mutate`.
  static var command: String { get }
  /// The region's content when nothing is recorded.
  static var unrecorded: String { get }
  /// The region's content.
  static func region(_ record: Self) -> String
  /// Regions of other documents that show the record too, with their content: `--write`
  /// fills them as well.
  static func otherRegions(_ record: Self) -> [RecordRegion]
  /// One line per figure of the fresh run `new` that differs from the record `old`.
  static func differences(_ old: Self?, _ new: Self) -> [String]

  /// This record with `other`'s variants measured again; variants come in `order`.
  func merging(_ other: Self, order: [String]) -> Self
  /// One line per variant whose code or suites changed since the record, read from the package
  /// without running anything.
  func staleness(packageRoot: URL, variants: [String]) throws -> [String]
}

/// A marked region that shows a record: the document, the region's name, its content.
package typealias RecordRegion = (document: String, name: String, content: String)

/// A problem in what a record is checked against (the bug catalogue), said in one line.
package protocol RecordInputMistake: Error, CustomStringConvertible {}

extension RecordedRun {
  package static func otherRegions(_ record: Self) -> [RecordRegion] { [] }

  static func load(packageRoot: URL) throws -> Self? {
    let url = packageRoot.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try JSONDecoder().decode(Self.self, from: Data(contentsOf: url))
  }

  package func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}

extension Array {
  /// These values with `new`'s replacing those of the same variant, sorted by where their
  /// variant stands in `order` (any other last): how a record takes a run of some variants.
  package func replacing(
    _ new: [Element], order: [String], variant: (Element) -> String
  ) -> [Element] {
    let replaced = Set(new.map(variant))
    func place(_ element: Element) -> Int { order.firstIndex(of: variant(element)) ?? order.count }
    return (filter { !replaced.contains(variant($0)) } + new).sorted { place($0) < place($1) }
  }
}
