import Foundation

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

  /// What the region `name` of `text` holds, without the line breaks around it; nil when
  /// `text` does not mark it whole.
  package static func content(of name: String, in text: String) -> String? {
    guard let begin = text.range(of: beginMarker(name)),
      let end = text[begin.upperBound...].range(of: endMarker(name))
    else { return nil }
    return text[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
  }

  /// `text` with each marked region's content replaced by `content(name)` (a region whose name
  /// gives nil is kept). The content sits on its own lines between the markers.
  package static func filling(_ text: String, with content: (String) -> String?) throws -> String {
    var result = ""
    var rest = text[...]
    for name in names(in: text) {
      let begin = beginMarker(name)
      let end = endMarker(name)
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
