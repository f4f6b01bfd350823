/// One change to a file's bytes: `range` replaced, or kept and wrapped between two insertions.
/// Edits nest (a wrapped range renders the edits inside it), so mutants can share one file.
struct SourceEdit: Sendable, Equatable {
  let range: Range<Int>
  let before: String
  /// The new text of `range`; `nil` keeps the range, with the edits inside it applied.
  let replacement: String?
  let after: String

  /// `range` becomes `text`; edits inside it are dropped.
  static func replace(_ range: Range<Int>, with text: String) -> SourceEdit {
    SourceEdit(range: range, before: "", replacement: text, after: "")
  }

  /// `range` is kept between `before` and `after`.
  static func wrap(_ range: Range<Int>, before: String, after: String) -> SourceEdit {
    SourceEdit(range: range, before: before, replacement: nil, after: after)
  }

  /// `text` goes in at byte `offset`.
  static func insert(_ text: String, at offset: Int) -> SourceEdit {
    SourceEdit(range: offset..<offset, before: text, replacement: nil, after: "")
  }

  /// Whether `other` lies within this edit's range, so it is rendered inside it.
  func contains(_ other: SourceEdit) -> Bool {
    range.lowerBound <= other.range.lowerBound && other.range.upperBound <= range.upperBound
  }

  /// Whether two edits cannot both apply: their ranges cross without one holding the other.
  func conflicts(with other: SourceEdit) -> Bool {
    let overlap =
      range.lowerBound < other.range.upperBound && other.range.lowerBound < range.upperBound
    return overlap && !contains(other) && !other.contains(self)
  }

  /// `bytes` with `edits` applied. Edits must not conflict; an edit inside a replaced range is
  /// dropped with the text it stood in.
  static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> String {
    let ordered = edits.sorted {
      ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
    }
    var output: [UInt8] = []
    render(0..<bytes.count, ordered[...], bytes, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Renders `range`, applying `edits` (all within it, in order) and the edits nested in them.
  private static func render(
    _ range: Range<Int>, _ edits: ArraySlice<SourceEdit>, _ bytes: [UInt8],
    into output: inout [UInt8]
  ) {
    var cursor = range.lowerBound
    var rest = edits
    while let edit = rest.first {
      rest = rest.dropFirst()
      let inner = rest.prefix { edit.contains($0) }
      rest = rest.dropFirst(inner.count)
      output += bytes[cursor..<edit.range.lowerBound]
      output += Array(edit.before.utf8)
      if let replacement = edit.replacement {
        output += Array(replacement.utf8)
      } else {
        render(edit.range, inner, bytes, into: &output)
      }
      output += Array(edit.after.utf8)
      cursor = edit.range.upperBound
    }
    output += bytes[cursor..<range.upperBound]
  }
}
