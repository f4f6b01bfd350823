import Foundation

/// One edit of a file, as a catalogue writes it (a bug, a refactor, a test's repair, a workshop
/// solution): the old text, found exactly once in the file as whole lines, becomes the new
/// text. `old` and `new` are whole lines, each ending in a line break; a workshop solution's
/// edit with no old text makes a new file, and an empty `new` deletes the old lines.
struct CatalogueEdit: Sendable, Equatable {
  /// From the package's root: `Sources/MVP/SubjectsPresenter.swift`.
  let file: String
  let old: String
  let new: String
  /// The line of the catalogue or solution where the edit's first block starts.
  let line: Int

  /// Where `old` occurs in `text` starting at the beginning of a line, as byte offsets,
  /// overlapping occurrences included. Exact, byte for byte: no Unicode equivalence.
  static func occurrences(of old: String, in text: String) -> [Int] {
    let needle = Array(old.utf8)
    let bytes = Array(text.utf8)
    guard !needle.isEmpty else { return [] }
    var found: [Int] = []
    var start = 0
    while start + needle.count <= bytes.count {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { found.append(start) }
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      start = newline + 1
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

  struct Count: Error, Equatable {
    let value: Int

    init(_ value: Int) { self.value = value }
  }

  /// Why an edit does not apply: the edit's line, and what is wrong.
  struct Failure: Error, Equatable {
    let line: Int
    let message: String
  }

  /// The files `edits` change, by path, with the edits applied in order, each old text found
  /// exactly once as the edits before it left the file. `original` gives a file's text, or nil
  /// when there is no such file. The first edit that does not apply is the failure: a
  /// catalogue or a solution cannot silently rot when the code it edits changes.
  static func applying(_ edits: [CatalogueEdit], original: (String) -> String?)
    throws(Failure) -> [String: String]
  {
    var files: [String: String] = [:]
    for edit in edits {
      let text = files[edit.file] ?? original(edit.file)
      if edit.old.isEmpty {
        guard text == nil else {
          throw Failure(line: edit.line, message: "\(edit.file) is new here, but it exists")
        }
        files[edit.file] = edit.new
        continue
      }
      guard let text else { throw Failure(line: edit.line, message: "no file \(edit.file)") }
      switch edit.applied(to: text) {
      case .success(let patched): files[edit.file] = patched
      case .failure(let count):
        let times = count.value == 1 ? "once" : "\(count.value) times"
        throw Failure(
          line: edit.line,
          message: "the old text is found \(times) in \(edit.file) (expected exactly once)")
      }
    }
    return files
  }

  /// `applying(_:original:)` for a catalogue: a failure is a mistake of the catalogue, said
  /// after `label` (`B3, MVP`).
  static func patchedFiles<Catalogue>(
    _ edits: [CatalogueEdit], of catalogue: Catalogue.Type, label: String,
    original: (String) -> String?
  ) throws(CatalogueMistake<Catalogue>) -> [String: String] {
    do {
      return try applying(edits, original: original)
    } catch {
      throw CatalogueMistake(line: error.line, "\(label): \(error.message)")
    }
  }
}
