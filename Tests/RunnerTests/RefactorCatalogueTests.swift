import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseLab

/// The format of the refactoring catalogue, Docs/refactors.catalogue: the reader refuses each
/// kind of mistake in one line that names the file and the line. Nothing here builds or runs a
/// suite.
struct RefactorCatalogueTests {
  /// A catalogue with one refactor: edits and a repair in MVC, `mvp` for MVP.
  private nonisolated static func catalogue(
    mvp: String = "### MVP\n\nNot applicable: MVP has no such thing.\n", extra: String = "",
    heading: String = "## R1 A rename"
  ) -> String {
    """
    # Refactors

    ## The format

    \(heading)

    Kind: Rename Method
    \(extra)
    ### MVC

    File: `Sources/MVC/A.swift`

    ```swift old
      func a() {}
    ```

    ```swift new
      func b() {}
    ```

    Repair: `Tests/MVCTests/ATests.swift`

    ```swift old
      a()
    ```

    ```swift new
      b()
    ```

    \(mvp)
    """
  }

  private nonisolated static func parse(_ text: String) throws(RefactorCatalogue.Mistake)
    -> RefactorCatalogue
  {
    try RefactorCatalogue.parse(text, variants: ["MVC", "MVP"])
  }

  @Test("a catalogue reads as refactors, their kind, each variant's edits, repair or reason")
  func readsTheFormat() throws {
    // When
    let catalogue = try Self.parse(Self.catalogue())

    // Then
    #expect(
      catalogue.refactors == [
        Refactor(
          id: "R1", title: "A rename", kind: "Rename Method", line: 5,
          edits: [
            "MVC": [
              CatalogueEdit(
                file: "Sources/MVC/A.swift", old: "  func a() {}\n", new: "  func b() {}\n",
                line: 13)
            ]
          ],
          repairs: [
            "MVC": [
              CatalogueEdit(
                file: "Tests/MVCTests/ATests.swift", old: "  a()\n", new: "  b()\n", line: 23)
            ]
          ],
          notApplicable: ["MVP": "MVP has no such thing."])
      ])
  }

  /// Each broken catalogue, with the one line that names its mistake.
  private nonisolated static let mistakes: [(String, String)] = [
    (Self.catalogue(mvp: ""), "Docs/refactors.catalogue:5: R1 has no section for MVP"),
    (
      Self.catalogue(mvp: "### MVP\n\nA note only.\n"),
      "Docs/refactors.catalogue:31: R1: the MVP section has no edit of Sources/MVP "
        + "and no line 'Not applicable: …'"
    ),
    (
      Self.catalogue(extra: "Kind: Rename Class\n"),
      "Docs/refactors.catalogue:8: R1 has two 'Kind:' lines"
    ),
    (
      Self.catalogue().replacingOccurrences(of: "Kind: Rename Method\n", with: ""),
      "Docs/refactors.catalogue:5: R1 has no line 'Kind: …'"
    ),
    (
      Self.catalogue().replacingOccurrences(
        of: "Tests/MVCTests/ATests.swift", with: "Tests/ConformanceTests/ATests.swift"),
      "Docs/refactors.catalogue:21: R1, MVC: 'Tests/ConformanceTests/ATests.swift' is not a "
        + "Swift file of Tests/MVCTests/"
    ),
    (
      Self.catalogue().replacingOccurrences(
        of: "Sources/MVC/A.swift", with: "Sources/Model/A.swift"),
      "Docs/refactors.catalogue:11: R1, MVC: 'Sources/Model/A.swift' is not a Swift file of "
        + "Sources/MVC/"
    ),
    (
      Self.catalogue(mvp: "### MVP\n\nNot applicable: no.\n\nFile: Sources/MVP/B.swift\n"),
      "Docs/refactors.catalogue:35: R1, MVP: an edit in a section 'Not applicable'"
    ),
    (
      Self.catalogue(mvp: "### MVP\n\nNot applicable:\n"),
      "Docs/refactors.catalogue:33: R1, MVP: 'Not applicable:' says no reason"
    ),
    (
      Self.catalogue(mvp: "### MVX\n"),
      "Docs/refactors.catalogue:31: R1: unknown variant 'MVX' (expected MVC or MVP)"
    ),
    (
      Self.catalogue() + "\n## R1 Again\n",
      "Docs/refactors.catalogue:35: R1 is catalogued twice (first at line 5)"
    ),
    (
      Self.catalogue() + "\n```swift\n",
      "Docs/refactors.catalogue:35: this fenced block is never closed"
    ),
    (
      "# Nothing here\n",
      "Docs/refactors.catalogue: no refactor found (a heading '## R1 …')"
    ),
  ]

  @Test("each mistake of the format is one line naming the catalogue's line", arguments: mistakes)
  func refusesEachMistake(text: String, message: String) {
    #expect(throws: RefactorCatalogue.Mistake.self) { try Self.parse(text) }
    do {
      _ = try Self.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("an unknown refactor on the command line names the ones there are")
  func unknownRefactorIsNamed() throws {
    // Given
    let catalogue = try Self.parse(Self.catalogue())

    // When
    let error = #expect(throws: UsageError.self) { try catalogue.selected(["R9"]) }

    // Then
    #expect(error?.description == "showcase refactor: unknown refactor 'R9' (expected R1)")
    #expect(try catalogue.selected(["r1"]).map(\.id) == ["R1"])
  }
}
