/// A unified diff, as `diff -u` and `git diff` write it: for each file, its hunks of context,
/// removed and added lines. The workshop keeps each reference solution as one, applies it with
/// `applied(to:)` and writes it back with `UnifiedDiff.between(_:_:path:)`, so that neither
/// `git` nor `patch` is needed, and a tree that is not a git clone works as well.
///
/// Applying is strict: every context and removed line must match the file exactly (no fuzz, no
/// whitespace leniency). A hunk may stand a few lines away from where its header says, as after
/// an unrelated edit above it, but only where its lines match in full.
struct UnifiedDiff: Sendable, Equatable {
  /// One line of a hunk.
  enum Line: Sendable, Equatable {
    case context(String)
    case removed(String)
    case added(String)
  }

  /// A run of changes with the unchanged lines around them.
  struct Hunk: Sendable, Equatable {
    /// 1-based first line in the old and the new file (0 for an empty file).
    var oldStart: Int
    var newStart: Int
    var lines: [Line]

    var oldLines: [String] {
      lines.compactMap {
        switch $0 {
        case .context(let text), .removed(let text): text
        case .added: nil
        }
      }
    }

    var newLines: [String] {
      lines.compactMap {
        switch $0 {
        case .context(let text), .added(let text): text
        case .removed: nil
        }
      }
    }

    /// `@@ -30,7 +30,9 @@`.
    var header: String {
      "@@ -\(oldStart),\(oldLines.count) +\(newStart),\(newLines.count) @@"
    }
  }

  /// The changes to one file. A file that is made has no old path; one that is deleted, no new
  /// path.
  struct FileChange: Sendable, Equatable {
    var oldPath: String?
    var newPath: String?
    var hunks: [Hunk]

    /// The file's path in the tree.
    var path: String { newPath ?? oldPath ?? "" }
  }

  var files: [FileChange]

  // MARK: Reading

  /// What is wrong with a diff's text, with the line it is on.
  struct FormatError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let problem: String

    var description: String { "line \(line): \(problem)" }
  }

  /// Reads the text of a unified diff. Lines outside a file's header and hunks (`diff --git`,
  /// `index …`, a mode line) are passed over; `\ No newline at end of file` is not supported,
  /// as every file of the package ends with a line break.
  static func parse(_ text: String) throws(FormatError) -> UnifiedDiff {
    // The line break ending the text ends its last line: it starts no empty one.
    let lines = TextLines(text).lines
    var files: [FileChange] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("--- ") else {
        if lines[index].hasPrefix("@@") || lines[index].hasPrefix("\\") {
          throw FormatError(line: index + 1, problem: "'\(lines[index].prefix(40))' outside a file")
        }
        index += 1
        continue
      }
      guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
        throw FormatError(line: index + 2, problem: "a '--- ' line without a '+++ ' line after it")
      }
      var file = FileChange(
        oldPath: path(lines[index].dropFirst(4), prefix: "a/"),
        newPath: path(lines[index + 1].dropFirst(4), prefix: "b/"), hunks: [])
      guard file.oldPath != nil || file.newPath != nil else {
        throw FormatError(line: index + 1, problem: "a file with neither an old nor a new path")
      }
      index += 2
      while index < lines.count, lines[index].hasPrefix("@@") {
        let (hunk, next) = try readHunk(lines, at: index)
        file.hunks.append(hunk)
        index = next
      }
      guard !file.hunks.isEmpty else {
        throw FormatError(line: index + 1, problem: "\(file.path) has no hunk")
      }
      files.append(file)
    }
    return UnifiedDiff(files: files)
  }

  /// `a/Sources/MVC/X.swift` → `Sources/MVC/X.swift`; `/dev/null` → nil. A tab and what
  /// follows it (a date, as `diff -u` writes) is left out.
  private static func path(_ field: Substring, prefix: String) -> String? {
    let name = field.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
    if name == "/dev/null" { return nil }
    return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }

  private static func readHunk(_ lines: [String], at start: Int) throws(FormatError) -> (Hunk, Int)
  {
    let header = lines[start]
    let numbers = header.split(separator: " ")
    guard numbers.count >= 3, numbers[0] == "@@", let old = range(numbers[1], sign: "-"),
      let new = range(numbers[2], sign: "+")
    else {
      throw FormatError(line: start + 1, problem: "a hunk header should read '@@ -a,b +c,d @@'")
    }
    var hunk = Hunk(oldStart: old.start, newStart: new.start, lines: [])
    var index = start + 1
    var oldCount = 0
    var newCount = 0
    while oldCount < old.count || newCount < new.count {
      guard index < lines.count else {
        throw FormatError(line: index, problem: "the hunk \(header) ends early")
      }
      let line = lines[index]
      let text = String(line.dropFirst())
      switch line.first {
      case " ":
        hunk.lines.append(.context(text))
        oldCount += 1
        newCount += 1
      case "-":
        hunk.lines.append(.removed(text))
        oldCount += 1
      case "+":
        hunk.lines.append(.added(text))
        newCount += 1
      case nil:
        // Some editors strip the one space of an empty context line.
        hunk.lines.append(.context(""))
        oldCount += 1
        newCount += 1
      default:
        throw FormatError(
          line: index + 1, problem: "a hunk line should start with ' ', '-' or '+'")
      }
      index += 1
    }
    guard oldCount == old.count, newCount == new.count else {
      throw FormatError(line: index, problem: "the hunk \(header) has other line counts")
    }
    if index < lines.count, lines[index].hasPrefix("\\") {
      throw FormatError(
        line: index + 1, problem: "files without a final line break are not supported")
    }
    return (hunk, index)
  }

  /// `-30,7` → (30, 7); `-30` → (30, 1).
  private static func range(_ field: Substring, sign: Character) -> (start: Int, count: Int)? {
    guard field.first == sign else { return nil }
    let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let start = Int(parts[0]), start >= 0 else { return nil }
    guard parts.count == 2 else { return (start, 1) }
    guard let count = Int(parts[1]), count >= 0 else { return nil }
    return (start, count)
  }

  // MARK: Writing

  /// The diff's text, as `git diff` writes it, without its `diff --git` and `index` lines.
  var text: String {
    var lines: [String] = []
    for file in files {
      lines.append("--- " + (file.oldPath.map { "a/" + $0 } ?? "/dev/null"))
      lines.append("+++ " + (file.newPath.map { "b/" + $0 } ?? "/dev/null"))
      for hunk in file.hunks {
        lines.append(hunk.header)
        for line in hunk.lines {
          switch line {
          case .context(let text): lines.append(" " + text)
          case .removed(let text): lines.append("-" + text)
          case .added(let text): lines.append("+" + text)
          }
        }
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
