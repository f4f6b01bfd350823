import Testing

@testable import ViewKit

/// The fast ways of measuring and drawing give what the general ways give: the ASCII fast path
/// of `columns(of:)` on text of every kind, a text that fits left as it is by wrapping, and a
/// row whose title is measured apart from its mark.
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

  @Test(
    "a text that fits wraps to itself, less the spaces it starts with",
    arguments: [
      ("a b", ["a b"]), ("a  b", ["a  b"]), ("a ", ["a "]), (" a", ["a"]), ("  ", [""]),
      ("", [""]), ("\u{301}", ["\u{301}"]), (" \u{301}x", [" \u{301}x"]),
    ] as [(String, [String])])
  func fittingTextWrapsToItself(text: String, lines: [String]) {
    #expect(TerminalWidth.wrapped(text, to: 10) == lines)
  }

  @Test("rows are drawn as their mark and title wrapped and padded together")
  func rowsAreDrawnAsBefore() {
    // Given: titles that start with ASCII, with a space, with a mark that joins the space
    // before it, or with a wide character; short, empty and too long for the box.
    let titles = [
      "Math", "", " Space first", "\u{301}Accent first", "张伟", "Éducation 100",
      "A title far too long for the box", "😀 Emoji", "Tab\there",
    ]
    let snapshot = ScreenSnapshot(
      title: "Subjects",
      rows: titles.enumerated().map { .init(title: $1, isChecked: $0 % 2 == 0) })

    // When
    let lines = snapshot.renderedLines(width: 20)

    // Then
    let inner = 16
    let rows = snapshot.rows.flatMap { row in
      TerminalWidth.wrapped((row.isChecked ? "✓ " : "• ") + row.title, to: inner)
        .map { "│ " + TerminalWidth.padded($0, to: inner) + " │" }
    }
    #expect(Array(lines.dropFirst(3).dropLast()) == rows)
    #expect(lines.allSatisfy { TerminalWidth.characterColumns(of: $0) == 20 }, "\(lines)")
  }
}
