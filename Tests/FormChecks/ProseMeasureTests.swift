import Testing

/// The measure the docs' limits count with: what it counts, where it cuts sentences, and that
/// a long page breaks the limits.
@Suite("Prose measure")
struct ProseMeasureTests {
  static let page = """
    # Title words here

    One two three. Four five.

    ```swift
    let hidden = code
    ```

    <!-- report:figures:begin -->
    | Figure | Value |
    <!-- report:figures:end -->

    | Role | Job |
    |---|---|
    | View | Shows it |

    - Item one.
    """

  @Test("Words leave out headings, code blocks and generated regions, and count tables")
  func wordsLeaveOutCodeAndRegions() {
    // When
    let measure = ProseMeasure(markdown: Self.page)

    // Then
    #expect(measure.words == 12)
    #expect(measure.sentences == [3, 2, 2])
    #expect(measure.cells == [1, 1, 0, 0, 1, 2])
  }

  @Test("Paragraph lines are joined, list items stand alone, tables and comments are no sentence")
  func unitsAreParagraphsAndListItems() {
    // Given
    let prose = """
      First line
      second line.
      - An item
        that goes on.
      1. A numbered item.
      | a | b |
      After the table.
      <!-- a comment -->
      Last.
      """

    // Then
    #expect(
      ProseMeasure.units(of: prose) == [
        "First line second line.", "- An item that goes on.", "1. A numbered item.",
        "After the table.", "Last.",
      ])
  }

  @Test(
    "A sentence ends at . ? or ! before a capital, a backtick, a star, a bracket or a parenthesis")
  func sentencesEndBeforeTheirOpening() {
    // Given
    let unit =
      "It runs. `swift test` passes! *Bold* wins? [Link](x) too. (Aside.) then e.g. "
      + "lower. Version 6.3 is out."

    // Then
    #expect(
      ProseMeasure.sentences(in: unit) == [
        "It runs.", "`swift test` passes!", "*Bold* wins?", "[Link](x) too.",
        "(Aside.) then e.g. lower.", "Version 6.3 is out.",
      ])
  }

  @Test("A table row's cells split at pipes that are not escaped")
  func cellsKeepEscapedPipes() {
    #expect(ProseMeasure.cells(in: "| `a \\| b` | c |") == [" `a | b` ", " c "])
    #expect(ProseMeasure.cells(in: "Not a row | here") == [])
  }

  @Test("A long page with long sentences and a long cell breaks every limit")
  func aLongPageBreaksTheLimits() {
    // Given: 40 sentences of 25 words, and a cell of 45 words
    let sentence = "This" + String(repeating: " word", count: 23) + " end."
    let cell = Array(repeating: "word", count: 45).joined(separator: " ")
    let page = """
      # A page too long

      \(Array(repeating: sentence, count: 40).joined(separator: " "))

      | Role | Job |
      |---|---|
      | View | \(cell) |
      """

    // When
    let measure = ProseMeasure(markdown: page)

    // Then
    #expect(measure.description == "1048 words, 25.0 words a sentence, largest cell 45 words")
    #expect(
      measure.breaches(wordLimit: 900) == [
        "1048 words, over 900", "25.0 words a sentence, over 20",
        "a table cell of 45 words, over 40",
      ])
  }

  @Test("A short plain page keeps every limit")
  func aShortPageKeepsTheLimits() {
    // When
    let measure = ProseMeasure(markdown: "# A page\n\nIt is short. It reads well.\n")

    // Then
    #expect(measure.breaches(wordLimit: 900) == [])
    #expect(measure.averageSentence == 3)
  }
}
