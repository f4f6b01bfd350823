import ShowcaseSupport

/// Applying a diff to a tree's files, and making one from two versions of a file.
extension UnifiedDiff {
  /// Why a diff does not apply: the file and, when a hunk is at fault, which one. One line.
  struct ApplyError: Error, Equatable, CustomStringConvertible {
    let path: String
    /// 1-based, with its header; `nil` when the file itself is the problem.
    let hunk: (number: Int, header: String)?
    let problem: String

    var description: String {
      guard let hunk else { return "\(path): \(problem)" }
      return "\(path): hunk \(hunk.number) (\(hunk.header)) does not apply: \(problem)"
    }

    static func == (left: ApplyError, right: ApplyError) -> Bool {
      left.description == right.description
    }
  }

  /// The new text of every file the diff changes (`nil`: the file is deleted), from `read`,
  /// which gives a file's current text or `nil` when there is none. Nothing is written: the
  /// caller writes all of it, or, on an error, none.
  func applied(to read: (String) -> String?) throws(ApplyError) -> [(path: String, text: String?)] {
    try files.map { file throws(ApplyError) in
      (file.path, try file.applied(to: read(file.oldPath ?? file.path)))
    }
  }

  /// The changes from `old` to `new` (each `nil` when the file is absent) as one file's part of
  /// a diff, with `context` unchanged lines around each change; `nil` when nothing changed.
  static func between(_ old: String?, _ new: String?, path: String, context: Int = 3)
    -> FileChange?
  {
    guard old != new else { return nil }
    let oldLines = old.map(TextLines.init)?.lines ?? []
    let newLines = new.map(TextLines.init)?.lines ?? []
    let operations = Self.operations(from: oldLines, to: newLines)
    let changes = operations.indices.filter {
      if case .context = operations[$0] { return false }
      return true
    }
    // Where each operation starts in the old and the new file.
    var oldPositions: [Int] = []
    var newPositions: [Int] = []
    var oldPosition = 0
    var newPosition = 0
    for operation in operations {
      oldPositions.append(oldPosition)
      newPositions.append(newPosition)
      switch operation {
      case .context:
        oldPosition += 1
        newPosition += 1
      case .removed: oldPosition += 1
      case .added: newPosition += 1
      }
    }
    var groups: [ClosedRange<Int>] = []
    for change in changes {
      let range = max(0, change - context)...min(operations.count - 1, change + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...range.upperBound
      } else {
        groups.append(range)
      }
    }
    let hunks = groups.map { group in
      let lines = Array(operations[group])
      let hasOld = lines.contains { if case .added = $0 { false } else { true } }
      let hasNew = lines.contains { if case .removed = $0 { false } else { true } }
      return Hunk(
        oldStart: oldPositions[group.lowerBound] + (hasOld ? 1 : 0),
        newStart: newPositions[group.lowerBound] + (hasNew ? 1 : 0), lines: lines)
    }
    return FileChange(
      oldPath: old == nil ? nil : path, newPath: new == nil ? nil : path, hunks: hunks)
  }

  /// A shortest edit from `old` to `new`, as a longest common subsequence finds it: removals
  /// before additions where both are possible. Quadratic, which the files of a pattern target,
  /// a few hundred lines each, allow.
  private static func operations(from old: [String], to new: [String]) -> [Line] {
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
    var operations: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        operations.append(.context(old[i]))
        i += 1
        j += 1
      } else if j == new.count
        || (i < old.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1])
      {
        operations.append(.removed(old[i]))
        i += 1
      } else {
        operations.append(.added(new[j]))
        j += 1
      }
    }
    return operations
  }
}

extension UnifiedDiff.FileChange {
  /// This file's new text (`nil`: deleted) from its current text (`nil`: absent).
  func applied(to current: String?) throws(UnifiedDiff.ApplyError) -> String? {
    func failure(_ problem: String, hunk: Int? = nil) -> UnifiedDiff.ApplyError {
      UnifiedDiff.ApplyError(
        path: path, hunk: hunk.map { ($0 + 1, hunks[$0].header) }, problem: problem)
    }
    if oldPath != nil, newPath != nil, oldPath != newPath {
      throw failure("renaming a file is not supported")
    }
    guard oldPath != nil else {
      guard current == nil else { throw failure("the file already exists") }
      let lines = hunks.flatMap(\.newLines)
      return TextLines(lines: lines, endsWithLineBreak: true).text
    }
    guard let current else { throw failure("no such file") }
    let file = TextLines(current)
    var result: [String] = []
    var cursor = 0
    for (number, hunk) in hunks.enumerated() {
      let old = hunk.oldLines
      let expected = old.isEmpty ? hunk.oldStart : max(0, hunk.oldStart - 1)
      guard let position = file.nearestMatch(of: old, to: expected, from: cursor) else {
        throw failure(file.mismatch(of: old, at: max(expected, cursor)), hunk: number)
      }
      result += file.lines[cursor..<position]
      result += hunk.newLines
      cursor = position + old.count
    }
    result += file.lines[cursor...]
    guard newPath != nil else {
      guard result.isEmpty else { throw failure("the diff deletes the file but not all of it") }
      return nil
    }
    return TextLines(lines: result, endsWithLineBreak: file.endsWithLineBreak).text
  }
}

/// A text as lines, without their line breaks, and whether its last line had one.
struct TextLines: Equatable {
  var lines: [String]
  var endsWithLineBreak: Bool

  init(lines: [String], endsWithLineBreak: Bool) {
    self.lines = lines
    self.endsWithLineBreak = endsWithLineBreak
  }

  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    endsWithLineBreak = text.isEmpty || text.hasSuffix("\n")
    if endsWithLineBreak { lines.removeLast() }
    self.lines = lines
  }

  var text: String {
    lines.joined(separator: "\n") + (endsWithLineBreak && !lines.isEmpty ? "\n" : "")
  }

  /// Where `run` stands in full, at or after `start`, nearest to `expected`; `nil` if nowhere.
  func nearestMatch(of run: [String], to expected: Int, from start: Int) -> Int? {
    let last = lines.count - run.count
    guard last >= start else { return nil }
    let anchor = min(max(expected, start), last)
    for distance in 0...max(anchor - start, last - anchor) {
      for position in [anchor - distance, anchor + distance]
      where (start...last).contains(position)
        && lines[position..<position + run.count].elementsEqual(run)
      {
        return position
      }
    }
    return nil
  }

  /// Says where `run`, expected at `position`, first differs from the text.
  func mismatch(of run: [String], at position: Int) -> String {
    for (offset, expected) in run.enumerated() {
      let index = position + offset
      guard index < lines.count else {
        return "the file ends at line \(lines.count), the diff expects '\(Echo.word(expected))'"
      }
      if lines[index] != expected {
        return "line \(index + 1) reads '\(Echo.word(lines[index]))', "
          + "the diff expects '\(Echo.word(expected))'"
      }
    }
    return "its lines are not found after the hunk before it"
  }
}
