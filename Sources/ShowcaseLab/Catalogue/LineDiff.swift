/// The lines two versions of a text share, and those one removes or adds: what `workshop record`
/// writes as edits, and what a change is counted by (`ChangeCost`).
enum LineDiff {
  /// One line of the way from the old text to the new one.
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
      if (try? CatalogueEdit.applying(edits, original: { _ in old }))?[file] == new {
        return edits
      }
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
