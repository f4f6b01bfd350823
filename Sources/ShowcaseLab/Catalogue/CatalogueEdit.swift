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
  /// The C library compares the bytes: every catalogue's edits are found in every file the
  /// tests and `--list` read, and generic slices are slow in a debug build.
  static func occurrences(of old: String, in text: String) -> [Int] {
    let (needle, bytes) = (Array(old.utf8), Array(text.utf8))
    guard !needle.isEmpty, needle.count <= bytes.count else { return [] }
    return bytes.withUnsafeBytes { text in
      guard let base = text.baseAddress else { return [] }
      var found: [Int] = []
      var start = 0
      while start + needle.count <= text.count {
        if memcmp(base + start, needle, needle.count) == 0 { found.append(start) }
        guard let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start)
        else { break }
        start = base.distance(to: newline) + 1
      }
      return found
    }
  }

  /// `text` with the old lines replaced by the new ones, or how many times the old text was
  /// found when that is not exactly once.
  func applied(to text: String) -> Result<String, Count> {
    let found = Self.occurrences(of: old, in: text)
    guard found.count == 1, let start = found.first else {
      return .failure(Count(value: found.count))
    }
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(start..<(start + old.utf8.count), with: Array(new.utf8))
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  struct Count: Error, Equatable { let value: Int }

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

/// The lines two versions of a text share, and those one removes or adds: what `workshop record`
/// writes as edits, and what a change is counted by (`ChangeCost`).
enum LineDiff {
  enum Line: Sendable, Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// A text's lines, without their line breaks. Every file of the package ends with one, and
  /// that line break starts no empty line.
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A shortest way from `old` to `new`, as a longest common subsequence finds it: removals
  /// before additions where both are possible. Quadratic, which the files of a pattern target,
  /// a few hundred lines each, allow.
  static func between(_ old: [String], _ new: [String]) -> [Line] {
    let columns = new.count + 1
    // common[i * columns + j]: the longest common subsequence of old[i...] and new[j...].
    var common = [Int32](repeating: 0, count: (old.count + 1) * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i * columns + j] =
          old[i] == new[j]
          ? common[(i + 1) * columns + j + 1] + 1
          : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if j == new.count
        || (i < old.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1])
      {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    return result
  }

  /// The edits that turn `old` into `new` in `file`, each old text found exactly once as the
  /// edits before it left the file: a change with the fewest unchanged lines around it that
  /// make it so. A new file (`old` nil) is one edit with no old text; no change, no edit.
  static func edits(of file: String, from old: String?, to new: String) -> [CatalogueEdit] {
    guard let old else { return [CatalogueEdit(file: file, old: "", new: new, line: 0)] }
    guard old != new else { return [] }
    let path = between(lines(of: old), lines(of: new))
    var context = 1
    while context < path.count {
      let edits = hunks(of: path, context: context).map { hunk in
        CatalogueEdit(
          file: file, old: text(hunk, keeping: true), new: text(hunk, keeping: false), line: 0)
      }
      if (try? CatalogueEdit.applying(edits, original: { _ in old }))?[file] == new { return edits }
      context *= 2
    }
    return [CatalogueEdit(file: file, old: old, new: new, line: 0)]
  }

  /// The runs of `path` that change something, each with `context` unchanged lines either
  /// side; runs that would touch are one.
  private static func hunks(of path: [Line], context: Int) -> [ArraySlice<Line>] {
    var ranges: [ClosedRange<Int>] = []
    for index in path.indices {
      if case .same = path[index] { continue }
      let range = max(0, index - context)...min(path.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { path[$0] }
  }

  /// A hunk's old text (`keeping` the removed lines) or new text (the added ones), as whole
  /// lines.
  private static func text(_ hunk: ArraySlice<Line>, keeping removed: Bool) -> String {
    hunk.compactMap { line -> String? in
      switch line {
      case .same(let text): text
      case .removed(let text): removed ? text : nil
      case .added(let text): removed ? nil : text
      }
    }.map { $0 + "\n" }.joined()
  }
}
