/// How many columns text takes on a terminal, which is not how many characters it has: Chinese,
/// Japanese and Korean characters and most emoji take two columns, combining marks and joiners
/// none. The one measure of every box, table and column the package prints, so that a person
/// named 张伟 keeps every border in line.
///
/// A character here is a grapheme cluster, what a reader sees as one: `é` written as `e` and a
/// combining accent, a flag, or a family joined by zero-width joiners each take the width of
/// one symbol. Widths follow Unicode's East Asian Width (Wide and Fullwidth take two columns,
/// Ambiguous ones one) and emoji presentation, read from the scalars' own properties.
public enum TerminalWidth {
  /// The columns `text` takes. Plain ASCII is counted a byte a column; only the stretches
  /// around other characters are walked a character at a time (`TerminalWidth+ASCII.swift`).
  public static func columns(of text: some StringProtocol) -> Int {
    text.utf8.withContiguousStorageIfAvailable(columns(ofUTF8:)) ?? characterColumns(of: text)
  }

  /// The columns `text` takes, summed a character at a time: the general way, which the ASCII
  /// fast path must always agree with.
  static func characterColumns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The columns one character takes: 0, 1 or 2.
  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let base = columns(of: first)
    // A character of one scalar is as wide as its scalar.
    guard base > 0, character.utf8.count > UTF8.width(first) else { return base }
    // A text-presentation selector asks for the narrow, monochrome form of an emoji.
    if scalars.contains(textPresentation) { return 1 }
    // An emoji-presentation selector, a skin tone, or joined emoji make one wide picture.
    let makesEmoji = scalars.contains { scalar in
      scalar == emojiPresentation || scalar.properties.isEmojiModifier
        || (scalar == zeroWidthJoiner && first.properties.isEmoji)
    }
    return makesEmoji ? 2 : base
  }

  /// The columns one scalar takes on its own.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F ? 0 : 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator:
      return 0
    case .format:
      // The soft hyphen is the one format character terminals draw.
      return scalar == "\u{AD}" ? 1 : 0
    default:
      break
    }
    // Hangul vowels and final consonants join the syllable their leading consonant starts.
    if (0x1160...0x11FF).contains(scalar.value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    // The ranges are in order: the search stops at the first one past the scalar.
    for range in wideRanges {
      if scalar.value < range.lowerBound { return 1 }
      if scalar.value <= range.upperBound { return 2 }
    }
    return 1
  }

  /// The longest start of `text` that fits in `columns`, cut between characters: a wide
  /// character that would straddle the limit is left out whole.
  public static func prefix(_ text: some StringProtocol, fitting columns: Int) -> Substring {
    let text = Substring(text)
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = Self.columns(of: text[index])
      guard used + width <= columns else { break }
      used += width
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// Breaks `text` into lines of at most `columns`, at spaces where it can; a word wider than a
  /// line is cut between characters.
  public static func wrapped(_ text: String, to columns: Int) -> [String] {
    measuredLines(text, to: columns).map(\.text)
  }

  /// The lines of `wrapped(_:to:)`, each with its width. A text that fits, the common case, is
  /// one line as it is, measured once, or not at all when its width is given; unless it starts
  /// with a space, which wrapping drops.
  static func measuredLines(
    _ text: String, to columns: Int, columns known: Int? = nil
  ) -> [(text: String, columns: Int)] {
    let width = known ?? Self.columns(of: text)
    if width <= columns, text.first != " " { return [(text, width)] }
    return wrappedLines(text, to: columns).map { ($0, Self.columns(of: $0)) }
  }

  private static func wrappedLines(_ text: String, to columns: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      while Self.columns(of: word) > columns, word.count > 1 {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        // A line narrower than one character still takes one.
        let piece = prefix(word, fitting: columns)
        let cut = piece.isEmpty ? word.index(after: word.startIndex) : piece.endIndex
        lines.append(String(word[..<cut]))
        word = word[cut...]
      }
      if current.isEmpty {
        current = String(word)
      } else if Self.columns(of: current) + 1 + Self.columns(of: word) <= columns {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }

  /// `text` followed by spaces up to `columns`; text already as wide or wider is unchanged.
  public static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - Self.columns(of: text)))
  }

  private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
  private static let textPresentation: Unicode.Scalar = "\u{FE0E}"
  private static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"

  /// East Asian Wide (W) and Fullwidth (F) scalars of Unicode 15 that are not emoji, which
  /// `isEmojiPresentation` finds: Hangul, CJK, kana, fullwidth forms and their extensions. In
  /// order, for the search in `columns(of:)` stops at the first range past its scalar.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul leading consonants
    0x231A...0x231B, 0x2329...0x232A,  // watch, hourglass; angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
    0x3041...0x33FF,  // hiragana, katakana, bopomofo, Hangul compatibility jamo, CJK symbols
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility and small forms
    0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
    0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut and friends
    0x1B000...0x1B2FF,  // kana supplement and extensions, Nüshu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
  ]
}
