/// One bug of the catalogue (Docs/bugs.catalogue): a mistake a programmer could make against
/// the spec, named, tied to the scenarios it breaks, and written into every variant as exact
/// edits of that variant's files.
struct Bug: Sendable, Equatable {
  /// `B1`, `B2`, …
  let id: String
  let title: String
  /// The scenario IDs of Docs/FeatureSpec.md the bug breaks.
  let scenarios: [String]
  /// The line of the catalogue where the bug's heading is.
  let line: Int
  /// Each variant's edits, by the variant's name (`MVC`), in the order they apply.
  let edits: [String: [BugEdit]]

  /// `B1 A blank salutation is greeted`.
  var heading: String { "\(id) \(title)" }
}

/// One edit of a variant's file: the old text, found exactly once in the file as whole lines,
/// becomes the new text.
struct BugEdit: Sendable, Equatable {
  /// The file's path from the package's root: `Sources/MVP/SubjectsPresenter.swift`.
  let file: String
  /// Whole lines, each ending in a line break; never empty.
  let old: String
  /// Whole lines, each ending in a line break; empty to delete the old lines.
  let new: String
  /// The line of the catalogue where the old text's block starts.
  let line: Int

  /// How many times `old` occurs in `text` starting at the beginning of a line, overlapping
  /// occurrences included. Bytes are compared, so the match is exact.
  static func occurrences(of old: String, in text: String) -> [Int] {
    let haystack = Array(text.utf8)
    let needle = Array(old.utf8)
    guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
    var found: [Int] = []
    for start in 0...(haystack.count - needle.count)
    where start == 0 || haystack[start - 1] == UInt8(ascii: "\n") {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { found.append(start) }
    }
    return found
  }

  /// `text` with the old lines replaced by the new ones, or how many times the old text was
  /// found when that is not exactly once.
  func applied(to text: String) -> Result<String, Count> {
    let found = Self.occurrences(of: old, in: text)
    guard found.count == 1, let start = found.first else { return .failure(Count(found.count)) }
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(start..<(start + old.utf8.count), with: Array(new.utf8))
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  /// How many times an edit's old text was found, when not exactly once.
  struct Count: Error, Equatable {
    let value: Int

    init(_ value: Int) {
      self.value = value
    }
  }
}
