import Foundation
import ShowcaseSupport

/// Reads a catalogue a line at a time, for the bug and the refactoring catalogues alike: an
/// entry's heading (`## B1 A title`), its key lines (`Scenarios:`, `Kind:`), a section per
/// variant (`### MVP`) with `File:` lines, `Repair:` and `Not applicable:` lines where the
/// catalogue has repairs, and fenced `swift old` and `swift new` blocks. Every other line is a
/// note for the reader, and so is every fenced block with another tag.
///
/// A catalogue is one data file, not a Markdown page: its notes do not lengthen the docs. One
/// file rather than a file per entry: the entries' order is the file's, one search finds every
/// edit of a source file, and the format reads well as plain text and diffs line by line.
struct CatalogueReader<Catalogue: CatalogueFile, Entry> {
  typealias Mistake = CatalogueMistake<Catalogue>

  /// An entry as its section reads, before its catalogue makes it an entry.
  struct Section {
    let id: String
    let title: String
    let line: Int
    /// Each key line's value, its backticks trimmed, and its line: `Kind` → (`Rename`, 6).
    var keys: [String: (value: String, line: Int)] = [:]
    var edits: [String: [CatalogueEdit]] = [:]
    var repairs: [String: [CatalogueEdit]] = [:]
    var notApplicable: [String: String] = [:]
    /// The variant whose section is being read, and the line of its heading.
    var variant: (name: String, line: Int)?
    /// The file the next blocks edit, and whether it is a repair of the tests.
    var file: (path: String, isRepair: Bool)?
    var old: (text: String, line: Int)?
  }

  /// The first letter of an entry's id (`B`), and what an entry is called (`bug`).
  let letter: Character
  let noun: String
  /// The key lines every entry has, once each: `Scenarios`, `Kind`.
  let keys: [String]
  /// Whether a section may repair its variant's unit tests (`Repair:`), or say why the entry
  /// does not apply to it (`Not applicable:`).
  let hasRepairs: Bool
  let variants: [String]
  /// Makes an entry of a section read whole; a mistake in its key lines is thrown.
  let entry: (Section) throws(Mistake) -> Entry

  private var entries: [Entry] = []
  private var lineOfID: [String: Int] = [:]
  /// The entry being read, from its heading to the next.
  var section: Section?
  private var lines = CatalogueLines()

  init(
    letter: Character, noun: String, keys: [String], hasRepairs: Bool, variants: [String],
    entry: @escaping (Section) throws(Mistake) -> Entry
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

  // MARK: Headings

  /// `B12 A title` starts an entry; any other level-2 heading is prose.
  private mutating func startSection(_ heading: String, number: Int) throws(Mistake) {
    guard
      let (id, title) = try CatalogueLines.entry(
        heading, letter: letter, number: number, of: Catalogue.self,
        earlier: { lineOfID[$0] })
    else { return }
    lineOfID[id] = number
    section = Section(id: id, title: title, line: number)
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
  private func finishVariant(of section: Section) throws(Mistake) {
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

  func checkPendingOld(of section: Section) throws(Mistake) {
    if let old = section.old {
      throw Mistake(
        line: old.line, "\(section.id): this 'swift old' block has no 'swift new' block")
    }
  }
}
