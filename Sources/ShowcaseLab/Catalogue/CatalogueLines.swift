import Foundation

/// A catalogue's text read a line at a time, with its fenced blocks gathered: each line outside
/// a block comes out as it is, each block whole, with its tag (`swift old`) and the line it
/// opens on. A block closes at a line of at least as many backticks as opened it.
struct CatalogueLines {
  /// What one line of the catalogue gives its reader.
  enum Item: Equatable {
    /// A line outside every fenced block.
    case line(String)
    /// A fenced block just closed: its tag, its text (whole lines, each ending in a line
    /// break, or empty) and the line it opened on.
    case block(tag: String, text: String, line: Int)
  }

  /// The fenced block being read: its tag, its opening line and backticks, its lines so far.
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

  /// The backticks a line starts with, after spaces, and the rest of it trimmed; nil when it
  /// does not start with one. Read byte by byte: a catalogue has thousands of lines, and only
  /// a few are fences.
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

  /// The line of a block never closed, once the text has ended.
  var unclosedBlock: Int? { open?.line }
}

extension CatalogueLines {
  /// `B12 A title` read as an entry's id and title when the heading's first word is `letter`
  /// and a number; nil for any other heading, which is prose. `earlier` gives the line of an
  /// entry already read with that id. A heading without a title, or an id read twice, is a
  /// mistake at line `number`.
  static func entry<Catalogue>(
    _ heading: String, letter: Character, number: Int, of catalogue: Catalogue.Type,
    earlier: (String) -> Int?
  ) throws(CatalogueMistake<Catalogue>) -> (id: String, title: String)? {
    let id = heading.prefix { !$0.isWhitespace }
    guard id.count > 1, id.first == letter, id.dropFirst().allSatisfy(\.isNumber) else {
      return nil
    }
    let title = heading.dropFirst(id.count).trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { throw CatalogueMistake(line: number, "\(id) has no title") }
    if let line = earlier(String(id)) {
      throw CatalogueMistake(line: number, "\(id) is catalogued twice (first at line \(line))")
    }
    return (String(id), title)
  }
}
