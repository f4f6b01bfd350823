import Testing
import ViewKit

@testable import ShowcaseSupport

/// How a line too wide for its room breaks: between tokens, never inside a name.
@Suite("LineWrap")
struct LineWrapTests {
  @Test("code breaks at spaces, after an opening bracket and before a chained call")
  func codeBreaksBetweenTokens() {
    #expect(
      LineWrap.code("let viewModel = SubjectsViewModel(repository: service.repository)", width: 40)
        == ["let viewModel = SubjectsViewModel(", "↪ repository: service.repository)"])
    #expect(
      LineWrap.code("    items.filter(isOpen).map(title)", width: 24)
        == ["    items.filter(isOpen)", "    ↪ .map(title)"])
  }

  /// From 14 columns, where the longest name, `controller`, fits after a piece's `  ↪ `.
  @Test("no piece ends or starts inside a name, at any width it fits", arguments: 14...60)
  func namesStayWhole(width: Int) {
    // Given
    let line =
      "  #expect(controller.snapshot == .subjects(loading: true, rows: [\"Math\", \"History\"]))"

    // When
    let pieces = LineWrap.code(line, width: width)

    // Then
    #expect(pieces.allSatisfy { TerminalWidth.columns(of: $0) <= width })
    let words = pieces.enumerated().map { index, piece in
      index == 0 ? Substring(piece) : piece.drop { $0 == " " }.dropFirst(2)
    }
    for (before, after) in zip(words, words.dropFirst()) {
      let joins = [before.last, after.first].allSatisfy { $0?.isLetter ?? false }
      #expect(!joins, "\(before) | \(after)")
    }
    #expect(words.joined().filter { $0 != " " } == line.filter { $0 != " " })
  }

  @Test("only a token wider than the room is cut")
  func aLongTokenIsCut() {
    #expect(
      LineWrap.code("abcdefghijklmnopqrstuvwxyz", width: 10)
        == ["abcdefghij", "↪ klmnopqr", "↪ stuvwxyz"])
  }

  @Test("a list's entry hangs its pieces under an indent")
  func hanging() {
    #expect(
      LineWrap.hanging("R2  Rename the row's title (every variant)", width: 20, hang: 4)
        == ["R2  Rename the row's", "    title (every", "    variant)"])
    #expect(LineWrap.hanging("fits", width: 20) == ["fits"])
  }
}
