import Foundation
import ShowcaseSupport

/// Reads the refactoring catalogue a line at a time: headings, `Kind:`, `Not applicable:`,
/// `File:` and `Repair:` lines, and the fenced `swift old` and `swift new` blocks of each
/// variant's section.
struct RefactorCatalogueReader {
  typealias Mistake = RefactorCatalogue.Mistake

  /// A refactor whose section is being read.
  struct Draft {
    let id: String
    let title: String
    let line: Int
    var kind: String?
    var edits: [String: [CatalogueEdit]] = [:]
    var repairs: [String: [CatalogueEdit]] = [:]
    var notApplicable: [String: String] = [:]
    /// The variant whose section is being read, and the line of its heading.
    var variant: (name: String, line: Int)?
    /// The file the next blocks edit, and whether it is a repair of the tests.
    var file: (path: String, isRepair: Bool)?
    var old: (text: String, line: Int)?
  }

  let variants: [String]
  var refactors: [Refactor] = []
  var draft: Draft?
  var lines = CatalogueLines()

  init(variants: [String]) {
    self.variants = variants
  }

  mutating func read(_ line: String, number: Int) throws(Mistake) {
    switch lines.read(line, number: number) {
    case nil: return
    case .block(let tag, let text, let line): try close(tag: tag, text: text, line: line)
    case .line(let line): try readLine(line, number: number)
    }
  }

  mutating func finish() throws(Mistake) -> [Refactor] {
    if let line = lines.unclosedBlock {
      throw Mistake(line: line, "this fenced block is never closed")
    }
    try finishDraft()
    guard !refactors.isEmpty else {
      throw Mistake(line: nil, "no refactor found (a heading '## R1 …')")
    }
    return refactors
  }

  private mutating func readLine(_ line: String, number: Int) throws(Mistake) {
    if line.hasPrefix("# ") || line.hasPrefix("## ") {
      try finishDraft()
      if line.hasPrefix("## ") { try startRefactor(String(line.dropFirst(3)), number: number) }
      return
    }
    guard var refactor = draft else { return }
    func value(after key: String) -> String {
      String(line.dropFirst(key.count)).trimmingCharacters(in: CharacterSet(charactersIn: " `"))
    }
    if line.hasPrefix("### ") {
      try startVariant(value(after: "### "), number)
    } else if line.hasPrefix("Kind:") {
      guard refactor.kind == nil else {
        throw Mistake(line: number, "\(refactor.id) has two 'Kind:' lines")
      }
      refactor.kind = value(after: "Kind:")
      draft = refactor
    } else if line.hasPrefix("Not applicable:") {
      try markNotApplicable(value(after: "Not applicable:"), number)
    } else if line.hasPrefix("File:") {
      try readFile(value(after: "File:"), isRepair: false, number)
    } else if line.hasPrefix("Repair:") {
      try readFile(value(after: "Repair:"), isRepair: true, number)
    }
  }

  // MARK: Headings

  /// `R12 A title` starts a refactor; any other level-2 heading is prose.
  private mutating func startRefactor(_ heading: String, number: Int) throws(Mistake) {
    guard
      let (id, title) = try CatalogueLines.entry(
        heading, letter: "R", number: number, of: RefactorCatalogue.self,
        earlier: { id in refactors.first { $0.id == id }?.line })
    else { return }
    draft = Draft(id: id, title: title, line: number)
  }

  private mutating func startVariant(_ name: String, _ number: Int) throws(Mistake) {
    guard var refactor = draft else { return }
    try finishVariant(of: refactor)
    guard variants.contains(name) else {
      throw Mistake(
        line: number,
        "\(refactor.id): unknown variant '\(Echo.word(name))' (expected \(choiceList(variants)))")
    }
    guard refactor.edits[name] == nil, refactor.notApplicable[name] == nil else {
      throw Mistake(line: number, "\(refactor.id): \(name) has two sections")
    }
    refactor.variant = (name, number)
    refactor.file = nil
    draft = refactor
  }

  /// A variant's section ends with its refactor's edits, or with a reason they do not apply.
  private func finishVariant(of refactor: Draft) throws(Mistake) {
    try checkPendingOld(of: refactor)
    guard let (name, line) = refactor.variant else { return }
    if refactor.notApplicable[name] == nil, refactor.edits[name, default: []].isEmpty {
      throw Mistake(
        line: line,
        "\(refactor.id): the \(name) section has no edit of Sources/\(name) "
          + "and no line 'Not applicable: …'")
    }
  }

  private mutating func finishDraft() throws(Mistake) {
    guard let refactor = draft else { return }
    draft = nil
    try finishVariant(of: refactor)
    guard let kind = refactor.kind, !kind.isEmpty else {
      throw Mistake(line: refactor.line, "\(refactor.id) has no line 'Kind: …'")
    }
    for variant in variants
    where refactor.edits[variant] == nil && refactor.notApplicable[variant] == nil {
      throw Mistake(line: refactor.line, "\(refactor.id) has no section for \(variant)")
    }
    refactors.append(
      Refactor(
        id: refactor.id, title: refactor.title, kind: kind, line: refactor.line,
        edits: refactor.edits, repairs: refactor.repairs, notApplicable: refactor.notApplicable))
  }

  private func checkPendingOld(of refactor: Draft) throws(Mistake) {
    if let old = refactor.old {
      throw Mistake(
        line: old.line, "\(refactor.id): this 'swift old' block has no 'swift new' block")
    }
  }

  // MARK: Lines

  private mutating func markNotApplicable(_ reason: String, _ number: Int) throws(Mistake) {
    guard var refactor = draft, let variant = refactor.variant?.name else {
      throw Mistake(line: number, "a 'Not applicable:' line before any variant's heading")
    }
    guard refactor.edits[variant] == nil, refactor.repairs[variant] == nil else {
      throw Mistake(
        line: number, "\(refactor.id), \(variant): 'Not applicable:' in a section with edits")
    }
    guard !reason.isEmpty else {
      throw Mistake(line: number, "\(refactor.id), \(variant): 'Not applicable:' says no reason")
    }
    refactor.notApplicable[variant] = reason
    draft = refactor
  }

  private mutating func readFile(_ file: String, isRepair: Bool, _ number: Int) throws(Mistake) {
    guard var refactor = draft else { return }
    let key = isRepair ? "Repair:" : "File:"
    guard let variant = refactor.variant?.name else {
      throw Mistake(line: number, "\(refactor.id): a '\(key)' line before any variant's heading")
    }
    guard refactor.notApplicable[variant] == nil else {
      throw Mistake(
        line: number, "\(refactor.id), \(variant): an edit in a section 'Not applicable'")
    }
    try checkPendingOld(of: refactor)
    // A refactor changes only its variant's production code, and a repair only its unit
    // tests: one variant's edits cannot reach another, nor the conformance suite.
    let folder = isRepair ? "Tests/\(variant)Tests/" : "Sources/\(variant)/"
    guard file.hasPrefix(folder), file.hasSuffix(".swift"), !file.contains("..") else {
      throw Mistake(
        line: number,
        "\(refactor.id), \(variant): '\(Echo.word(file))' is not a Swift file of \(folder)")
    }
    refactor.file = (file, isRepair)
    draft = refactor
  }

  // MARK: Blocks

  private mutating func close(tag: String, text: String, line: Int) throws(Mistake) {
    guard tag == "swift old" || tag == "swift new", var refactor = draft else { return }
    guard let variant = refactor.variant?.name, let file = refactor.file else {
      throw Mistake(
        line: line, "\(refactor.id): a '\(tag)' block without a 'File:' or 'Repair:' line")
    }
    if tag == "swift old" {
      try checkPendingOld(of: refactor)
      guard !text.isEmpty else {
        throw Mistake(line: line, "\(refactor.id), \(variant): an empty 'swift old' block")
      }
      refactor.old = (text, line)
    } else {
      guard let old = refactor.old else {
        throw Mistake(
          line: line, "\(refactor.id), \(variant): a 'swift new' block with no 'swift old' block")
      }
      let edit = CatalogueEdit(file: file.path, old: old.text, new: text, line: old.line)
      if file.isRepair {
        refactor.repairs[variant, default: []].append(edit)
      } else {
        refactor.edits[variant, default: []].append(edit)
      }
      refactor.old = nil
    }
    draft = refactor
  }
}
