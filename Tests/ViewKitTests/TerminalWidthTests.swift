import Testing
import ViewKit

/// The columns text takes on a terminal: wide scripts, emoji and their sequences, marks that
/// take none; cutting and wrapping between characters; boxes that stay in line.
@Suite("Terminal width")
struct TerminalWidthTests {
  @Test(
    "each character takes the columns a terminal gives it",
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("ß", 1), ("─", 1), ("→", 1),
      ("张", 2), ("伟", 2), ("ひ", 2), ("カ", 2), ("한", 2), ("\u{1112}\u{1161}\u{11AB}", 2),
      ("Ａ", 2), ("。", 2), ("\u{3000}", 2),
      ("😀", 2), ("👍🏽", 2), ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2), ("🇨🇳", 2), ("❤️", 2), ("❤", 1),
      ("☺︎", 1), ("1️⃣", 2), ("\u{200D}", 0), ("\u{301}", 0), ("\u{FE0F}", 0), ("\u{200B}", 0),
    ] as [(String, Int)])
  func characterWidths(text: String, columns: Int) {
    #expect(TerminalWidth.columns(of: text) == columns, "\(text.unicodeScalars.map(\.value))")
  }

  @Test("a text's width is the sum of its characters'")
  func textWidths() {
    #expect(TerminalWidth.columns(of: "Hello 张伟") == 10)
    #expect(TerminalWidth.columns(of: "Zoë 👩‍💻 ok") == 9)
    #expect(TerminalWidth.columns(of: "") == 0)
  }

  @Test("a prefix stops before a wide character that would not fit, never inside one")
  func prefixCutsBetweenCharacters() {
    #expect(TerminalWidth.prefix("张伟老师", fitting: 5) == "张伟")
    #expect(TerminalWidth.prefix("ab👨‍👩‍👧c", fitting: 3) == "ab")
    #expect(TerminalWidth.prefix("ab👨‍👩‍👧c", fitting: 4) == "ab👨‍👩‍👧")
    #expect(TerminalWidth.prefix("e\u{301}e\u{301}", fitting: 1) == "e\u{301}")
  }

  @Test("wrapping counts columns and cuts long words between characters")
  func wrapsByColumns() {
    #expect(TerminalWidth.wrapped("你好 张伟 老师", to: 9) == ["你好 张伟", "老师"])
    #expect(TerminalWidth.wrapped("张伟张伟张", to: 4) == ["张伟", "张伟", "张"])
    #expect(TerminalWidth.wrapped("张伟", to: 1) == ["张", "伟"])
    #expect(TerminalWidth.padded("张伟", to: 6) == "张伟  ")
  }

  @Test("a box keeps its borders in line with Chinese, emoji and combining marks")
  func boxesStayInLine() {
    // Given
    let snapshot = ScreenSnapshot(
      title: "问候", labels: ["Hello 张伟", "Zoë 👩🏽‍💻 done", "Cafe\u{301} ✓", "数学与物理学的基础课程"],
      rows: [.init(title: "张伟")])

    // When
    let lines = snapshot.renderedLines(width: 20)

    // Then
    #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) == 20 }, "\(lines)")
    #expect(
      lines == [
        "┌──────────────────┐",
        "│ 问候             │",
        "├──────────────────┤",
        "│ Hello 张伟       │",
        "│ Zoë 👩🏽‍💻 done      │",
        "│ Café ✓           │",
        "│ 数学与物理学的基 │",
        "│ 础课程           │",
        "│ • 张伟           │",
        "└──────────────────┘",
      ])
  }
}
