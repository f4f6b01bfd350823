import Testing

@testable import ViewKit

/// The fast ways of measuring give what the general ways give: the ASCII fast path of
/// `columns(of:)` on text of every kind.
@Suite("Terminal width, fast paths")
struct TerminalWidthFastPathTests {
  /// Pieces whose joins test every rule between characters: ASCII, controls and CR LF,
  /// combining marks and selectors after ASCII, emoji sequences, flags, Hangul jamo, a prepended
  /// sign, wide characters and the box's own characters.
  static let pieces = [
    "", "a", " ", "ab c", "#", "1", "\r", "\n", "\t", "\u{7F}", "\u{1B}", "\u{301}", "\u{FE0F}",
    "\u{FE0E}", "\u{20E3}", "\u{200D}", "Zoë", "张", "😀", "👩", "💻", "🏽", "🇨", "🇳", "\u{600}",
    "\u{1112}", "\u{1161}", "\u{11AB}", "•", "│", "\u{AD}",
  ]

  /// Every text of three pieces.
  static let texts = pieces.flatMap { first in
    pieces.flatMap { second in pieces.map { first + second + $0 } }
  }

  @Test("the ASCII fast path measures every text as the general way does")
  func fastPathAgreesWithCharacters() {
    let differing = Self.texts.filter { text in
      TerminalWidth.columns(of: text) != TerminalWidth.characterColumns(of: text)
    }
    #expect(differing.isEmpty, "\(differing.prefix(5).map { $0.unicodeScalars.map(\.value) })")
  }

  @Test("a part of a text is measured as the general way does")
  func fastPathAgreesOnSubstrings() {
    let text = "ab 张伟 e\u{301}\r\nx 👩‍💻 • Subject 12 │"
    for start in text.indices {
      let part = text[start...]
      #expect(TerminalWidth.columns(of: part) == TerminalWidth.characterColumns(of: part))
    }
  }
}
