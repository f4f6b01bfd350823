import Foundation

/// A catalogue's text read a line at a time, with its fenced blocks gathered: each line outside
/// a block comes out as it is, each block whole, with its tag (`swift old`) and the line it
/// opens on. A block closes at a line of at least as many backticks as opened it.
struct CatalogueLines {
  enum Item: Equatable {
    case line(String)
    /// A block just closed: its text is whole lines, each ending in a line break, or empty.
    case block(tag: String, text: String, line: Int)
  }

  private var open: (tag: String, line: Int, ticks: Int, lines: [String])?

  /// The item line `number` completes, or nil while a block is still open.
  mutating func read(_ line: String, number: Int) -> Item? {
    let fence = Self.fence(in: line)
    if var block = open {
      if let fence, fence.ticks >= block.ticks, fence.tag.isEmpty {
        open = nil
        let text = block.lines.isEmpty ? "" : block.lines.joined(separator: "\n") + "\n"
        return .block(tag: block.tag, text: text, line: block.line)
      }
      block.lines.append(line)
      open = block
      return nil
    }
    if let fence, fence.ticks >= 3 {
      open = (fence.tag, number, fence.ticks, [])
      return nil
    }
    return .line(line)
  }

  /// The backticks a line starts with, after spaces, and the rest of it trimmed. Read byte by
  /// byte: a catalogue has thousands of lines, and only a few are fences.
  private static func fence(in line: String) -> (ticks: Int, tag: String)? {
    let bytes = line.utf8
    guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
      bytes[start] == UInt8(ascii: "`")
    else { return nil }
    let rest = bytes[start...]
    let ticks = rest.prefix { $0 == UInt8(ascii: "`") }.count
    let tag = String(decoding: rest.dropFirst(ticks), as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
    return (ticks, tag)
  }

  var unclosedBlock: Int? { open?.line }
}

/// An entry of a catalogue as `CatalogueReader` reads its section: each key line's value and
/// line (`Kind` → (`Rename`, 6)), the variant being read and its heading's line, the file the
/// next blocks edit.
struct CatalogueSection {
  let id: String
  let title: String
  let line: Int
  var keys: [String: (value: String, line: Int)] = [:]
  var edits: [String: [CatalogueEdit]] = [:]
  var repairs: [String: [CatalogueEdit]] = [:]
  var notApplicable: [String: String] = [:]
  var variant: (name: String, line: Int)?
  var file: (path: String, isRepair: Bool)?
  var old: (text: String, line: Int)?
}

/// A catalogue kept as a data file beside the docs: the bug catalogue, the refactoring
/// catalogue.
protocol CatalogueFile {
  static var path: String { get }
}

/// A mistake in a catalogue, in one line that names the file and, where there is one, the
/// line: `Docs/bugs.catalogue:12: …`.
struct CatalogueMistake<Catalogue: CatalogueFile>: Error, Equatable, CustomStringConvertible {
  let line: Int?
  let message: String

  init(line: Int?, _ message: String) {
    self.line = line
    self.message = message
  }

  var description: String { "\(Catalogue.path)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
