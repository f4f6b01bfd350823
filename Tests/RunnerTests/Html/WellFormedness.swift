/// Checks that a page is well-formed XML, as the runner's HTML pages are written to be: one root
/// element, every element closed in order, attributes quoted and given once, `<` only opening
/// markup and `&` only opening an entity. Foundation's `XMLDocument` and `XMLParser` on Linux
/// recover from such mistakes instead of failing, so the tests check with this instead, and use
/// `XMLDocument` only to find things in a page that passed.
enum WellFormedness {
  /// The first mistake in `text`, as `line N: what`; nil when there is none.
  static func problem(in text: String) -> String? {
    var reader = Reader(bytes: Array(text.utf8))
    do {
      try reader.readDocument()
      return nil
    } catch {
      return "line \(reader.line): \(error.message)"
    }
  }

  struct Mistake: Error {
    var message: String
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var open: [String] = []
    var roots = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    var line: Int {
      bytes[..<min(index, bytes.count)].filter { $0 == UInt8(ascii: "\n") }.count + 1
    }

    mutating func readDocument() throws(Mistake) {
      skipIfNext("<!DOCTYPE html>")
      while index < bytes.count {
        if skipIfNext("<!--") {
          try skip(through: "-->")
        } else if bytes[index] == UInt8(ascii: "<") {
          try readTag()
        } else {
          if open.isEmpty, !Self.isSpace(bytes[index]) {
            throw Mistake(message: "text outside the root element")
          }
          try readCharacter()
        }
      }
      if let unclosed = open.last { throw Mistake(message: "<\(unclosed)> is never closed") }
      guard roots == 1 else { throw Mistake(message: "\(roots) root elements (expected 1)") }
    }

    private mutating func readTag() throws(Mistake) {
      index += 1
      let closing = skipIfNext("/")
      let name = readName()
      guard !name.isEmpty else { throw Mistake(message: "'<' that opens no tag") }
      if closing {
        skipSpaces()
        guard skipIfNext(">") else { throw Mistake(message: "</\(name) is not closed by '>'") }
        guard open.last == name else {
          throw Mistake(message: "</\(name)> closes \(open.last.map { "<\($0)>" } ?? "nothing")")
        }
        open.removeLast()
        return
      }
      if open.isEmpty { roots += 1 }
      var attributes: Set<String> = []
      while true {
        skipSpaces()
        if skipIfNext("/>") { return }
        if skipIfNext(">") {
          open.append(name)
          return
        }
        let attribute = readName()
        guard !attribute.isEmpty, skipIfNext("=") else {
          throw Mistake(message: "<\(name)> has an attribute without a quoted value")
        }
        guard attributes.insert(attribute).inserted else {
          throw Mistake(message: "<\(name)> gives '\(attribute)' twice")
        }
        try readQuotedValue()
      }
    }

    private mutating func readQuotedValue() throws(Mistake) {
      guard index < bytes.count,
        bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
      else { throw Mistake(message: "an attribute's value is not quoted") }
      let quote = bytes[index]
      index += 1
      while index < bytes.count, bytes[index] != quote {
        guard bytes[index] != UInt8(ascii: "<") else {
          throw Mistake(message: "'<' in an attribute's value")
        }
        try readCharacter()
      }
      guard index < bytes.count else { throw Mistake(message: "an attribute's value never ends") }
      index += 1
    }

    /// One character of text: an entity whole, or any byte but `<`.
    private mutating func readCharacter() throws(Mistake) {
      guard bytes[index] == UInt8(ascii: "&") else {
        index += 1
        return
      }
      index += 1
      let name = readName()
      let known = ["amp", "lt", "gt", "quot", "apos"].contains(name)
      let numeric = skipIfNext("#") && !readName().isEmpty
      guard (known || numeric), skipIfNext(";") else {
        throw Mistake(message: "'&' that starts no entity")
      }
    }

    private mutating func readName() -> String {
      let start = index
      while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skip(through end: String) throws(Mistake) {
      while index < bytes.count {
        if skipIfNext(end) { return }
        index += 1
      }
      throw Mistake(message: "'\(end)' never comes")
    }

    @discardableResult
    private mutating func skipIfNext(_ text: String) -> Bool {
      let expected = Array(text.utf8)
      guard bytes[index...].starts(with: expected) else { return false }
      index += expected.count
      return true
    }

    private mutating func skipSpaces() {
      while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: ":"), UInt8(ascii: "."):
        true
      default: false
      }
    }
  }
}
