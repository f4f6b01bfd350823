import Foundation

/// Makes random inputs out of valid ones, for the tests that check that every input is either
/// read or refused with one clear line: data files, scripts and command lines. Each input is a
/// valid one with one to four mutations: bytes or tokens dropped, doubled, swapped or replaced,
/// random bytes, invalid UTF-8, NUL, words of the format in the wrong place, deep nesting,
/// very long lines, a cut end.
///
/// Everything comes from one `SplitMix64`, so a seed always makes the same inputs. The tests
/// run with a fixed seed and a few hundred inputs (CI gives 4,000); for a longer session, give
/// another seed and a bigger count in the environment:
///
///     SHOWCASE_RANDOM_SEED=42 SHOWCASE_RANDOM_COUNT=200000 swift test --filter Random
///
/// A failure names the seed and the input's number, and shows the input, escaped.
public struct Mutator {
  /// The words of a format that a mutation puts in or swaps in: keywords, numbers, punctuation.
  public struct Vocabulary: Sendable {
    public let words: [String]
    /// What opens and closes a nesting level, for deep nesting; `nil` if the format has none.
    public let nesting: (open: String, close: String)?
    /// The words as bytes, made once.
    fileprivate let wordBytes: [[UInt8]]

    public init(words: [String], nesting: (open: String, close: String)? = nil) {
      self.words = words
      self.nesting = nesting
      wordBytes = words.map { Array($0.utf8) }
    }
  }

  /// The seed of every random-input test: `SHOWCASE_RANDOM_SEED`, else a fixed one.
  public static var seed: UInt64 {
    environment("SHOWCASE_RANDOM_SEED").flatMap { UInt64($0) } ?? 20_231_115
  }

  /// How many inputs a test makes: `SHOWCASE_RANDOM_COUNT`, else `standard`.
  public static func count(standard: Int) -> Int {
    environment("SHOWCASE_RANDOM_COUNT").flatMap { Int($0) }.map { max(1, $0) } ?? standard
  }

  /// The generator behind every choice; tests draw from it too, to pick a valid input.
  public var random: SplitMix64

  public init(seed: UInt64 = Mutator.seed) {
    random = SplitMix64(seed: seed)
  }

  /// `input` with one to four mutations, most often one.
  public mutating func mutate(_ input: [UInt8], _ vocabulary: Vocabulary) -> [UInt8] {
    var bytes = input
    let count = random.element(of: [1, 1, 1, 1, 2, 2, 3, 4])
    for _ in 0..<count { mutateOnce(&bytes, vocabulary) }
    return bytes
  }

  /// A word that no command line expects: control characters, escape sequences, invalid
  /// UTF-8 (as the replacement character), a very long word, an empty one.
  public mutating func junkWord() -> String {
    switch random.number(in: 0...5) {
    case 0: return ""
    case 1: return "\u{1B}[31m" + String(decoding: randomBytes(1...6), as: UTF8.self)
    case 2:
      return String(
        repeating: random.element(of: ["x", "é", "-", "🙂"]), count: random.number(in: 61...5_000))
    case 3: return "line\none\r\ttwo\u{0}\u{7F}\u{85}\u{2028}"
    case 4: return "\u{202E}" + String(decoding: randomBytes(1...12), as: UTF8.self)
    default: return String(decoding: randomBytes(1...20), as: UTF8.self)
    }
  }

  // MARK: Mutations

  private mutating func mutateOnce(_ bytes: inout [UInt8], _ vocabulary: Vocabulary) {
    let words = vocabulary.wordBytes
    switch random.number(in: 0...15) {
    case 0: dropByte(&bytes)
    case 1: doubleByte(&bytes)
    case 2: swapBytes(&bytes)
    case 3: replaceByte(&bytes)
    case 4: bytes.insert(contentsOf: randomBytes(1...8), at: place(in: bytes))
    case 5: bytes.insert(contentsOf: random.element(of: Self.invalidUTF8), at: place(in: bytes))
    case 6: bytes.insert(0, at: place(in: bytes))
    case 7, 8: editTokens(&bytes)
    case 9, 10:
      replaceToken(&bytes, with: words.isEmpty ? randomBytes(1...4) : random.element(of: words))
    case 11:
      bytes.insert(contentsOf: words.isEmpty ? [] : random.element(of: words), at: place(in: bytes))
    case 12: nest(&bytes, vocabulary.nesting)
    case 13: lengthenALine(&bytes, words)
    case 14: editLines(&bytes)
    default: bytes.removeLast(random.number(in: 0...min(bytes.count, 40)))
    }
  }

  /// Byte sequences that are not UTF-8: a lone continuation byte, an overlong form, a
  /// surrogate, a sequence cut short, bytes that never occur, a code point past U+10FFFF.
  private static let invalidUTF8: [[UInt8]] = [
    [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xFF], [0xFE, 0xFF],
    [0xF4, 0x90, 0x80, 0x80], [0xC3],
  ]

  private mutating func place(in bytes: [UInt8]) -> Int {
    random.number(in: 0...bytes.count)
  }

  private mutating func randomBytes(_ length: ClosedRange<Int>) -> [UInt8] {
    (0..<random.number(in: length)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
  }

  private mutating func dropByte(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes.remove(at: random.number(in: 0...bytes.count - 1))
  }

  private mutating func doubleByte(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    let index = random.number(in: 0...bytes.count - 1)
    bytes.insert(bytes[index], at: index)
  }

  private mutating func swapBytes(_ bytes: inout [UInt8]) {
    guard bytes.count > 1 else { return }
    let first = random.number(in: 0...bytes.count - 2)
    // Mostly neighbours, which keeps the rest of the input readable; sometimes any two.
    let second = random.chance(70) ? first + 1 : random.number(in: 0...bytes.count - 1)
    bytes.swapAt(first, second)
  }

  private mutating func replaceByte(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes[random.number(in: 0...bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
  }

  /// Drops, doubles or swaps whole tokens: words, runs of spaces, single punctuation bytes.
  private mutating func editTokens(_ bytes: inout [UInt8]) {
    var tokens = Self.tokens(of: bytes)
    guard !tokens.isEmpty else { return }
    let index = random.number(in: 0...tokens.count - 1)
    switch random.number(in: 0...2) {
    case 0: tokens.remove(at: index)
    case 1: tokens.insert(tokens[index], at: index)
    default: tokens.swapAt(index, random.number(in: 0...tokens.count - 1))
    }
    bytes = Self.joined(tokens)
  }

  private mutating func replaceToken(_ bytes: inout [UInt8], with word: [UInt8]) {
    var tokens = Self.tokens(of: bytes)
    guard !tokens.isEmpty else { return }
    tokens[random.number(in: 0...tokens.count - 1)] = word[...]
    bytes = Self.joined(tokens)
  }

  /// Wraps a stretch of the input in many levels of nesting, around the limit a reader sets.
  private mutating func nest(_ bytes: inout [UInt8], _ nesting: (open: String, close: String)?) {
    guard let nesting else { return }
    let depth = random.element(of: [2, 50, 99, 100, 101, 150, 1_000])
    let start = place(in: bytes)
    let end = random.number(in: start...bytes.count)
    bytes.insert(contentsOf: String(repeating: nesting.close, count: depth).utf8, at: end)
    bytes.insert(contentsOf: String(repeating: nesting.open, count: depth).utf8, at: start)
  }

  /// Repeats a word or a byte thousands of times on one line.
  private mutating func lengthenALine(_ bytes: inout [UInt8], _ words: [[UInt8]]) {
    let unit = words.isEmpty || random.chance(30) ? randomBytes(1...1) : random.element(of: words)
    let length = random.number(in: 1_000...10_000)
    var run: [UInt8]
    if unit.count == 1 {
      run = Array(repeating: unit[0], count: length)
    } else {
      run = []
      run.reserveCapacity(length + unit.count)
      while run.count < length { run += unit }
    }
    run.removeAll { $0 == 0x0A }
    bytes.insert(contentsOf: run, at: place(in: bytes))
  }

  /// Drops, doubles or swaps whole lines.
  private mutating func editLines(_ bytes: inout [UInt8]) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard !lines.isEmpty else { return }
    let index = random.number(in: 0...lines.count - 1)
    switch random.number(in: 0...2) {
    case 0: lines.remove(at: index)
    case 1: lines.insert(lines[index], at: index)
    default: lines.swapAt(index, random.number(in: 0...lines.count - 1))
    }
    bytes = Array(lines.joined(separator: [0x0A]))
  }

  private static func joined(_ tokens: [ArraySlice<UInt8>]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(tokens.reduce(0) { $0 + $1.count })
    for token in tokens { bytes += token }
    return bytes
  }

  /// Splits bytes into runs of letters, digits and `_.+-`, runs of spaces and tabs, and single
  /// other bytes; joined again, they are the input.
  static func tokens(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    func kind(_ byte: UInt8) -> Int {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x2B, 0x2D: 0
      case 0x20, 0x09: 1
      default: 2
      }
    }
    var tokens: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      var end = start + 1
      let first = kind(bytes[start])
      if first != 2 {
        while end < bytes.count, kind(bytes[end]) == first { end += 1 }
      }
      tokens.append(bytes[start..<end])
      start = end
    }
    return tokens
  }
}

/// Shows an input in a failure message: printable, on one line, cut after 300 characters.
public func escapedForMessage(_ bytes: [UInt8]) -> String {
  let text = String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
  return bytes.count > 300 ? text + " … (\(bytes.count) bytes)" : text
}

private func environment(_ name: String) -> String? {
  ProcessInfo.processInfo.environment[name]
}
