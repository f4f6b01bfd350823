import Foundation

/// A reference solution as kept in `Solutions/<Name>.md`, in the bug catalogue's edit format
/// (one applier serves all): a `File:` line, then each `swift old` block followed by its
/// `swift new` block; a new file reads `File: … (new)`, with one `swift new` block. Other lines
/// are notes.
enum SolutionFile {
  struct FormatError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let problem: String

    var description: String { "line \(line): \(problem)" }
  }

  /// Reads a solution's edits, in order.
  static func edits(in text: String) throws(FormatError) -> [CatalogueEdit] {
    var lines = CatalogueLines()
    var edits: [CatalogueEdit] = []
    var file: (path: String, isNew: Bool)?
    var old: (text: String, line: Int)?
    for (index, line) in LineDiff.lines(of: text).enumerated() {
      switch lines.read(line, number: index + 1) {
      case nil: continue
      case .line(let line):
        guard line.hasPrefix("File:") else { continue }
        if let old { throw FormatError(line: old.line, problem: "a 'swift old' block alone") }
        var name = line.dropFirst("File:".count).trimmingCharacters(in: .whitespaces)
        let isNew = name.hasSuffix("(new)")
        if isNew { name = String(name.dropLast("(new)".count)) }
        file = (name.trimmingCharacters(in: CharacterSet(charactersIn: " `")), isNew)
      case .block(let tag, let block, let line):
        guard tag == "swift old" || tag == "swift new" else { continue }
        guard let current = file else {
          throw FormatError(line: line, problem: "a '\(tag)' block before any 'File:' line")
        }
        if tag == "swift old" {
          guard !current.isNew, old == nil, !block.isEmpty else {
            throw FormatError(line: line, problem: "a 'swift old' block out of place or empty")
          }
          old = (block, line)
        } else if current.isNew || old != nil {
          edits.append(
            CatalogueEdit(
              file: current.path, old: old?.text ?? "", new: block, line: old?.line ?? line))
          old = nil
        } else {
          throw FormatError(line: line, problem: "a 'swift new' block with no 'swift old' block")
        }
      }
    }
    if let line = lines.unclosedBlock ?? old?.line {
      throw FormatError(line: line, problem: "a block never closed, or a 'swift old' block alone")
    }
    return edits
  }

  /// The text of a solution made of `edits`, with a heading that names it.
  static func text(of edits: [CatalogueEdit], heading: String) -> String {
    var text = "# \(heading)\n"
    var file: String?
    for edit in edits {
      if edit.file != file {
        text += "\nFile: `\(edit.file)`\(edit.old.isEmpty ? " (new)" : "")\n"
        file = edit.file
      }
      if !edit.old.isEmpty { text += block("swift old", edit.old) }
      text += block("swift new", edit.new)
    }
    return text
  }

  /// A fenced block, its fence longer than any run of backticks that starts a line of `text`.
  private static func block(_ tag: String, _ text: String) -> String {
    let longest =
      LineDiff.lines(of: text).map { line in
        line.drop { $0 == " " }.prefix { $0 == "`" }.count
      }.max() ?? 0
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return "\n\(fence)\(tag)\n\(text)\(fence)\n"
  }
}
