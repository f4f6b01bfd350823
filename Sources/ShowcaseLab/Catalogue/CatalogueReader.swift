import Foundation
import ShowcaseSupport

/// Reads a catalogue a line at a time, the bug and the refactoring catalogues alike: an entry's
/// heading (`## B1 A title`), its key lines (`Scenarios:`, `Kind:`), a section per variant
/// (`### MVP`) with `File:` lines, `Repair:` and `Not applicable:` lines where the catalogue has
/// repairs, and fenced `swift old` and `swift new` blocks. Every other line is a note. (One
/// data file, not a Markdown page nor a file per entry: its notes do not lengthen the docs, it
/// keeps the entries' order, one search finds every edit of a source file.)
struct CatalogueReader<Catalogue: CatalogueFile, Entry> {
  typealias Mistake = CatalogueMistake<Catalogue>

  /// An id's first letter (`B`), what an entry is called (`bug`), the key lines every entry
  /// has once (`Scenarios`), and whether `Repair:` and `Not applicable:` lines may be.
  let letter: Character
  let noun: String
  let keys: [String]
  let hasRepairs: Bool
  let variants: [String]
  let entry: (CatalogueSection) throws(Mistake) -> Entry

  private var entries: [Entry] = []
  private var lineOfID: [String: Int] = [:]
  private var section: CatalogueSection?
  private var lines = CatalogueLines()

  init(
    letter: Character, noun: String, keys: [String], hasRepairs: Bool, variants: [String],
    entry: @escaping (CatalogueSection) throws(Mistake) -> Entry
  ) {
    (self.letter, self.noun, self.keys, self.hasRepairs) = (letter, noun, keys, hasRepairs)
    self.variants = variants
    self.entry = entry
  }

  /// Reads `text` whole: its entries, in order.
  mutating func read(_ text: String) throws(Mistake) -> [Entry] {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      switch lines.read(String(line), number: index + 1) {
      case nil: continue
      case .block(let tag, let text, let line): try close(tag: tag, text: text, line: line)
      case .line(let line): try readLine(line, number: index + 1)
      }
    }
    if let line = lines.unclosedBlock {
      throw Mistake(line: line, "this fenced block is never closed")
    }
    try finishSection()
    guard !entries.isEmpty else {
      throw Mistake(line: nil, "no \(noun) found (a heading '## \(letter)1 …')")
    }
    return entries
  }

  private mutating func readLine(_ line: String, number: Int) throws(Mistake) {
    if line.hasPrefix("# ") || line.hasPrefix("## ") {
      try finishSection()
      if line.hasPrefix("## ") { try startSection(String(line.dropFirst(3)), number: number) }
      return
    }
    guard var section else { return }
    func value(after key: String) -> String {
      String(line.dropFirst(key.count)).trimmingCharacters(in: CharacterSet(charactersIn: " `"))
    }
    if line.hasPrefix("### ") {
      try startVariant(value(after: "### "), number)
    } else if let key = keys.first(where: { line.hasPrefix("\($0):") }) {
      guard section.keys[key] == nil else {
        throw Mistake(line: number, "\(section.id) has two '\(key):' lines")
      }
      section.keys[key] = (value(after: "\(key):"), number)
      self.section = section
    } else if line.hasPrefix("File:") {
      try readFile(value(after: "File:"), isRepair: false, number)
    } else if hasRepairs, line.hasPrefix("Repair:") {
      try readFile(value(after: "Repair:"), isRepair: true, number)
    } else if hasRepairs, line.hasPrefix("Not applicable:") {
      try markNotApplicable(value(after: "Not applicable:"), number)
    }
  }

  /// `B12 A title` starts an entry when its first word is the letter and a number; any other
  /// level-2 heading is prose.
  private mutating func startSection(_ heading: String, number: Int) throws(Mistake) {
    let id = String(heading.prefix { !$0.isWhitespace })
    guard id.count > 1, id.first == letter, id.dropFirst().allSatisfy(\.isNumber) else { return }
    let title = heading.dropFirst(id.count).trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { throw Mistake(line: number, "\(id) has no title") }
    if let line = lineOfID[id] {
      throw Mistake(line: number, "\(id) is catalogued twice (first at line \(line))")
    }
    lineOfID[id] = number
    section = CatalogueSection(id: id, title: title, line: number)
  }

  private mutating func startVariant(_ name: String, _ number: Int) throws(Mistake) {
    guard var section else { return }
    try finishVariant(of: section)
    guard variants.contains(name) else {
      throw Mistake(
        line: number,
        "\(section.id): unknown variant '\(Echo.word(name))' (expected \(choiceList(variants)))")
    }
    guard section.edits[name] == nil, section.notApplicable[name] == nil else {
      throw Mistake(line: number, "\(section.id): \(name) has two sections")
    }
    section.variant = (name, number)
    section.file = nil
    self.section = section
  }

  /// A variant's section ends with its edits, or with a reason the entry does not apply.
  private func finishVariant(of section: CatalogueSection) throws(Mistake) {
    try checkPendingOld(of: section)
    guard let (name, line) = section.variant else { return }
    if section.notApplicable[name] == nil, section.edits[name, default: []].isEmpty {
      throw Mistake(
        line: line,
        "\(section.id): the \(name) section has no edit of Sources/\(name)"
          + (hasRepairs ? " and no line 'Not applicable: …'" : ""))
    }
  }

  private mutating func finishSection() throws(Mistake) {
    guard let section else { return }
    self.section = nil
    try finishVariant(of: section)
    if let key = keys.first(where: { section.keys[$0] == nil }) {
      throw Mistake(line: section.line, "\(section.id) has no line '\(key): …'")
    }
    for variant in variants
    where section.edits[variant] == nil && section.notApplicable[variant] == nil {
      throw Mistake(line: section.line, "\(section.id) has no section for \(variant)")
    }
    entries.append(try entry(section))
  }

  private func checkPendingOld(of section: CatalogueSection) throws(Mistake) {
    if let old = section.old {
      throw Mistake(
        line: old.line, "\(section.id): this 'swift old' block has no 'swift new' block")
    }
  }

  private mutating func markNotApplicable(_ reason: String, _ number: Int) throws(Mistake) {
    guard var section, let variant = section.variant?.name else {
      throw Mistake(line: number, "a 'Not applicable:' line before any variant's heading")
    }
    guard section.edits[variant] == nil, section.repairs[variant] == nil else {
      throw Mistake(
        line: number, "\(section.id), \(variant): 'Not applicable:' in a section with edits")
    }
    guard !reason.isEmpty else {
      throw Mistake(line: number, "\(section.id), \(variant): 'Not applicable:' says no reason")
    }
    section.notApplicable[variant] = reason
    self.section = section
  }

  private mutating func readFile(_ file: String, isRepair: Bool, _ number: Int) throws(Mistake) {
    guard var section else { return }
    let key = isRepair ? "Repair:" : "File:"
    guard let variant = section.variant?.name else {
      throw Mistake(line: number, "\(section.id): a '\(key)' line before any variant's heading")
    }
    guard section.notApplicable[variant] == nil else {
      throw Mistake(
        line: number, "\(section.id), \(variant): an edit in a section 'Not applicable'")
    }
    try checkPendingOld(of: section)
    // An entry changes only its variant's production code, and a repair only its unit tests:
    // one variant's edits cannot reach another's, nor shared code, nor the conformance suite.
    let folder = isRepair ? "Tests/\(variant)Tests/" : "Sources/\(variant)/"
    guard file.hasPrefix(folder), file.hasSuffix(".swift"), !file.contains("..") else {
      throw Mistake(
        line: number,
        "\(section.id), \(variant): '\(Echo.word(file))' is not a Swift file of \(folder)")
    }
    section.file = (file, isRepair)
    self.section = section
  }

  private mutating func close(tag: String, text: String, line: Int) throws(Mistake) {
    guard tag == "swift old" || tag == "swift new", var section else { return }
    guard let variant = section.variant?.name, let file = section.file else {
      throw Mistake(
        line: line,
        "\(section.id): a '\(tag)' block without a 'File:' "
          + (hasRepairs ? "or 'Repair:' line" : "line before it"))
    }
    if tag == "swift old" {
      try checkPendingOld(of: section)
      guard !text.isEmpty else {
        throw Mistake(line: line, "\(section.id), \(variant): an empty 'swift old' block")
      }
      section.old = (text, line)
    } else {
      guard let old = section.old else {
        throw Mistake(
          line: line, "\(section.id), \(variant): a 'swift new' block with no 'swift old' block")
      }
      let edit = CatalogueEdit(file: file.path, old: old.text, new: text, line: old.line)
      if file.isRepair {
        section.repairs[variant, default: []].append(edit)
      } else {
        section.edits[variant, default: []].append(edit)
      }
      section.old = nil
    }
    self.section = section
  }
}
