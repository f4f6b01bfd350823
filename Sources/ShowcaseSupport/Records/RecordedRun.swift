import Foundation

/// A run's results kept in the package: a JSON file under Docs/, fingerprinted against what it
/// was measured on, and a region of Docs/Comparison.md that shows it. `RecordFiles` writes,
/// checks and reads every record the same way.
package protocol RecordedRun: Codable, Sendable {
  /// Where the record is kept: `Docs/mutation.json`.
  static var path: String { get }
  /// The region of Docs/Comparison.md that shows the record: `mutation`.
  static var regionName: String { get }
  /// The command that takes the record again: `mutate`.
  static var command: String { get }
  /// The region's content when nothing is recorded.
  static var unrecorded: String { get }
  static func region(_ record: Self) -> String
  /// Regions of other documents that show the record too: `--write` fills them as well.
  static func otherRegions(_ record: Self) -> [RecordRegion]
  /// One line per figure of the fresh run `new` that differs from the record `old`.
  static func differences(_ old: Self?, _ new: Self) -> [String]

  /// This record with `other`'s variants measured again; variants come in `order`.
  func merging(_ other: Self, order: [String]) -> Self
  /// One line per variant whose code or suites changed since the record, read without running
  /// anything.
  func staleness(packageRoot: URL, variants: [String]) throws -> [String]
}

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
  /// variant stands in `order` (any other last).
  package func replacing(
    _ new: [Element], order: [String], variant: (Element) -> String
  ) -> [Element] {
    let replaced = Set(new.map(variant))
    func place(_ element: Element) -> Int { order.firstIndex(of: variant(element)) ?? order.count }
    return (filter { !replaced.contains(variant($0)) } + new).sorted { place($0) < place($1) }
  }
}

/// The generated parts of a Markdown file: everything between `<!-- report:NAME:begin -->` and
/// `<!-- report:NAME:end -->`. Text outside the markers is the authors' and is never touched.
package enum MarkedRegions {
  static func beginMarker(_ name: String) -> String { "<!-- report:\(name):begin -->" }
  static func endMarker(_ name: String) -> String { "<!-- report:\(name):end -->" }

  /// The names of the regions `text` marks, in order.
  package static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let marker = rest.range(of: "<!-- report:") {
      rest = rest[marker.upperBound...]
      guard let close = rest.range(of: " -->") else { break }
      let body = rest[..<close.lowerBound]
      if body.hasSuffix(":begin"), !body.contains("\n") {
        let name = body.dropLast(":begin".count)
        if !name.isEmpty, !name.contains(":") { names.append(String(name)) }
      }
    }
    return names
  }

  /// What the region holds, without the line breaks around it; nil unless marked whole.
  package static func content(of name: String, in text: String) -> String? {
    guard let begin = text.range(of: beginMarker(name)),
      let end = text[begin.upperBound...].range(of: endMarker(name))
    else { return nil }
    return text[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
  }

  /// `text` with each region's content replaced by `content(name)`, on its own lines; a region
  /// whose name gives nil is kept.
  package static func filling(_ text: String, with content: (String) -> String?) throws -> String {
    var result = ""
    var rest = text[...]
    for name in names(in: text) {
      let (begin, end) = (beginMarker(name), endMarker(name))
      guard let beginRange = rest.range(of: begin) else { continue }
      guard let endRange = rest[beginRange.upperBound...].range(of: end) else {
        throw ReportError("\(begin) has no \(end)")
      }
      result += rest[..<beginRange.upperBound]
      if let generated = content(name) {
        result += "\n" + generated + "\n"
      } else {
        result += rest[beginRange.upperBound..<endRange.lowerBound]
      }
      result += end
      rest = rest[endRange.upperBound...]
    }
    return result + rest
  }
}
