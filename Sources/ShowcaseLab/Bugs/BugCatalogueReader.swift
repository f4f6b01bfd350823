import Foundation
import ShowcaseCore
import ShowcaseSupport

/// Reads the catalogue a line at a time: headings, `Scenarios:` and `File:` lines, and the
/// fenced `swift old` and `swift new` blocks of each variant's section.
///
/// The catalogue is one data file, Docs/bugs.catalogue, and not a Markdown page: its notes do
/// not lengthen the docs. One file rather than a file per bug: the bugs' order is the file's,
/// one search finds every edit of a source file, and the tested format is read unchanged. The
/// format reads well as plain text and diffs line by line.
struct BugCatalogueReader {
  typealias Mistake = BugCatalogue.Mistake

  let variants: [String]
  let specIDs: [String]
  var bugs: [Bug] = []
  var draft: Draft?
  var lines = CatalogueLines()

  init(variants: [String], specIDs: [String]) {
    self.variants = variants
    self.specIDs = specIDs
  }

  mutating func read(_ line: String, number: Int) throws(Mistake) {
    switch lines.read(line, number: number) {
    case nil: return
    case .block(let tag, let text, let line): try close(tag: tag, text: text, line: line)
    case .line(let line): try readLine(line, number: number)
    }
  }

  private mutating func readLine(_ line: String, number: Int) throws(Mistake) {
    if line.hasPrefix("# ") || line.hasPrefix("## ") {
      try finishDraft()
      if line.hasPrefix("## ") { try startBug(String(line.dropFirst(3)), number: number) }
      return
    }
    guard draft != nil else { return }
    if line.hasPrefix("### ") {
      try startVariant(String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces), number)
    } else if line.hasPrefix("Scenarios:") {
      try readScenarios(String(line.dropFirst("Scenarios:".count)), number: number)
    } else if line.hasPrefix("File:") {
      try readFile(String(line.dropFirst("File:".count)), number: number)
    }
  }

  mutating func finish() throws(Mistake) -> [Bug] {
    if let line = lines.unclosedBlock {
      throw Mistake(line: line, "this fenced block is never closed")
    }
    try finishDraft()
    guard !bugs.isEmpty else { throw Mistake(line: nil, "no bug found (a heading '## B1 …')") }
    return bugs
  }

  // MARK: Headings

  /// `B12 A title` starts a bug; any other level-2 heading is prose.
  private mutating func startBug(_ heading: String, number: Int) throws(Mistake) {
    guard
      let (id, title) = try CatalogueLines.entry(
        heading, letter: "B", number: number, of: BugCatalogue.self,
        earlier: { id in bugs.first { $0.id == id }?.line })
    else { return }
    draft = Draft(id: id, title: title, line: number)
  }

  private mutating func startVariant(_ name: String, _ number: Int) throws(Mistake) {
    guard var bug = draft else { return }
    try checkPendingOld(of: bug)
    guard variants.contains(name) else {
      throw Mistake(
        line: number,
        "\(bug.id): unknown variant '\(Echo.word(name))' (expected \(choiceList(variants)))")
    }
    guard bug.edits[name] == nil else {
      throw Mistake(line: number, "\(bug.id): \(name) has two sections")
    }
    if let previous = bug.variant, bug.edits[previous, default: []].isEmpty {
      throw Mistake(line: number, "\(bug.id): the \(previous) section has no edit")
    }
    bug.edits[name] = []
    bug.variant = name
    bug.file = nil
    draft = bug
  }

  private mutating func finishDraft() throws(Mistake) {
    guard let bug = draft else { return }
    draft = nil
    try checkPendingOld(of: bug)
    guard let scenarios = bug.scenarios else {
      throw Mistake(line: bug.line, "\(bug.id) has no line 'Scenarios: …'")
    }
    for variant in variants where bug.edits[variant, default: []].isEmpty {
      throw Mistake(line: bug.line, "\(bug.id) has no edit for \(variant)")
    }
    bugs.append(
      Bug(id: bug.id, title: bug.title, scenarios: scenarios, line: bug.line, edits: bug.edits))
  }

  private func checkPendingOld(of bug: Draft) throws(Mistake) {
    if let old = bug.old {
      throw Mistake(line: old.line, "\(bug.id): this 'swift old' block has no 'swift new' block")
    }
  }

  // MARK: Lines

  private mutating func readScenarios(_ list: String, number: Int) throws(Mistake) {
    guard var bug = draft else { return }
    guard bug.scenarios == nil else {
      throw Mistake(line: number, "\(bug.id) has two 'Scenarios:' lines")
    }
    let ids = list.split(separator: ",").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
    }
    guard !ids.isEmpty else { throw Mistake(line: number, "\(bug.id) names no scenario") }
    if let unknown = ids.first(where: { !specIDs.contains($0) }) {
      throw Mistake(
        line: number,
        "\(bug.id): no scenario '\(Echo.word(unknown))' in \(SpecReader.path)")
    }
    bug.scenarios = ids
    draft = bug
  }

  private mutating func readFile(_ path: String, number: Int) throws(Mistake) {
    guard var bug = draft else { return }
    guard let variant = bug.variant else {
      throw Mistake(line: number, "\(bug.id): a 'File:' line before any variant's heading")
    }
    try checkPendingOld(of: bug)
    let file = path.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
    // An edit of shared code would change every variant at once: each variant's edits stay in
    // its own target.
    guard file.hasPrefix("Sources/\(variant)/"), file.hasSuffix(".swift"), !file.contains("..")
    else {
      throw Mistake(
        line: number,
        "\(bug.id), \(variant): '\(Echo.word(file))' is not a Swift file of Sources/\(variant)")
    }
    bug.file = file
    draft = bug
  }

  // MARK: Blocks

  private mutating func close(tag: String, text: String, line: Int) throws(Mistake) {
    guard tag == "swift old" || tag == "swift new", var bug = draft else { return }
    guard let variant = bug.variant, let file = bug.file else {
      throw Mistake(line: line, "\(bug.id): a '\(tag)' block without a 'File:' line before it")
    }
    if tag == "swift old" {
      try checkPendingOld(of: bug)
      guard !text.isEmpty else {
        throw Mistake(line: line, "\(bug.id), \(variant): an empty 'swift old' block")
      }
      bug.old = (text, line)
    } else {
      guard let old = bug.old else {
        throw Mistake(
          line: line, "\(bug.id), \(variant): a 'swift new' block with no 'swift old' block")
      }
      bug.edits[variant, default: []].append(
        CatalogueEdit(file: file, old: old.text, new: text, line: old.line))
      bug.old = nil
    }
    draft = bug
  }
}
