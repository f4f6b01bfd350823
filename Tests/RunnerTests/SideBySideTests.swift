import Testing
import ViewKit

@testable import ShowcaseDemo
@testable import ShowcaseSupport

/// How screens are laid out next to each other: widths, rows, marks and colour.
@Suite("Side-by-side layout")
struct SideBySideTests {
  let columns = [
    SideBySide.Column(
      name: "MVC",
      snapshot: ScreenSnapshot(title: "Greeting", buttons: [.init(title: "Show greeting")])
    ),
    SideBySide.Column(
      name: "Fake",
      snapshot: ScreenSnapshot(
        title: "Greeting", labels: ["Hi"], buttons: [.init(title: "Show greeting")]),
      isMarked: true),
  ]

  @Test("at 120 columns the screens stand side by side, the differing one marked")
  func laysOutSideBySide() {
    // When
    let lines = SideBySide.lines(columns, width: 120)

    // Then
    #expect(
      lines == [
        "MVC                           ✗ Fake",
        "┌──────────────────────────┐  ┌──────────────────────────┐",
        "│ Greeting                 │  │ Greeting                 │",
        "├──────────────────────────┤  ├──────────────────────────┤",
        "│ [ Show greeting ]        │  │ Hi                       │",
        "└──────────────────────────┘  │ [ Show greeting ]        │",
        "                              └──────────────────────────┘",
      ])
  }

  @Test("narrower than two boxes, the screens are stacked")
  func stacksWhenNarrow() {
    // When
    let lines = SideBySide.lines(columns, width: 40)

    // Then
    #expect(
      lines == [
        "MVC",
        "┌──────────────────────────┐",
        "│ Greeting                 │",
        "├──────────────────────────┤",
        "│ [ Show greeting ]        │",
        "└──────────────────────────┘",
        "",
        "✗ Fake",
        "┌──────────────────────────┐",
        "│ Greeting                 │",
        "├──────────────────────────┤",
        "│ Hi                       │",
        "│ [ Show greeting ]        │",
        "└──────────────────────────┘",
      ])
  }

  @Test("four variants fit 120 columns; at 100 three go on a row and one below")
  func fitsTheWidth() {
    // Given
    let four = (1...4).map {
      SideBySide.Column(name: "V\($0)", snapshot: ScreenSnapshot(title: "Screen \($0)"))
    }

    // When
    let wide = SideBySide.lines(four, width: 120)
    let narrower = SideBySide.lines(four, width: 100)

    // Then
    #expect(wide.map(\.count).max() == 118)
    #expect(wide.count == 5)
    #expect(narrower.map(\.count).max() == 88)
    #expect(
      narrower.filter { $0.hasPrefix("V") } == [
        "V1                            V2                            V3", "V4",
      ])
  }

  @Test("colour wraps only the mark and the name, and only when asked")
  func coloursTheMark() {
    // When
    let coloured = SideBySide.lines(columns, width: 120, style: Style(usesColour: true))

    // Then
    #expect(coloured[0] == "MVC                           \u{1B}[31m✗ Fake\u{1B}[0m")
    #expect(Array(coloured.dropFirst()) == Array(SideBySide.lines(columns, width: 120).dropFirst()))
  }
}
