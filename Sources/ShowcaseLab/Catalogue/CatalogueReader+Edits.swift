import Foundation
import ShowcaseSupport

/// What a variant's section holds: its `File:`, `Repair:` and `Not applicable:` lines, and its
/// `swift old` and `swift new` blocks.
extension CatalogueReader {
  // MARK: Lines

  mutating func markNotApplicable(_ reason: String, _ number: Int) throws(Mistake) {
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

  mutating func readFile(_ file: String, isRepair: Bool, _ number: Int) throws(Mistake) {
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

  // MARK: Blocks

  mutating func close(tag: String, text: String, line: Int) throws(Mistake) {
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
