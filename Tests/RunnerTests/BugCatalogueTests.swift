import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseLab

/// The format of the bug catalogue, Docs/bugs.catalogue: the reader refuses each kind of
/// mistake in one line that names the file and the line, and an edit applies only where its
/// old text is found exactly once. Nothing here builds or runs a suite.
@MainActor
struct BugCatalogueTests {
  // MARK: The format

  /// A catalogue with one bug written into two variants, `extra` added to the bug's section.
  private nonisolated static func catalogue(
    mvp: String = Self.mvpSection, extra: String = "", heading: String = "## B1 A slip"
  ) -> String {
    """
    # Bugs

    ## The format

    ```swift old
    ignored: prose before any bug
    ```

    \(heading)

    Scenarios: G1, `G2`

    What you would see: prose the reader reads.
    \(extra)
    ### MVC

    File: `Sources/MVC/A.swift`

    ```swift old
      let a = 1
    ```

    ```swift new
      let a = 2
    ```

    \(mvp)
    """
  }

  private nonisolated static let mvpSection = """
    ### MVP

    File: Sources/MVP/B.swift

    ```swift old
    b()
    ```

    ```swift new
    ```
    """

  private nonisolated static func parse(_ text: String) throws(BugCatalogue.Mistake) -> BugCatalogue
  {
    try BugCatalogue.parse(text, variants: ["MVC", "MVP"], specIDs: ["G1", "G2"])
  }

  @Test("a catalogue reads as bugs, their scenarios and each variant's edits")
  func readsTheFormat() throws {
    // When
    let catalogue = try Self.parse(Self.catalogue())

    // Then
    #expect(
      catalogue.bugs == [
        Bug(
          id: "B1", title: "A slip", scenarios: ["G1", "G2"], line: 9,
          edits: [
            "MVC": [
              CatalogueEdit(
                file: "Sources/MVC/A.swift", old: "  let a = 1\n", new: "  let a = 2\n", line: 19)
            ],
            "MVP": [CatalogueEdit(file: "Sources/MVP/B.swift", old: "b()\n", new: "", line: 31)],
          ])
      ])
  }

  @Test(
    "each mistake of the format is one line naming the catalogue's line",
    arguments: [
      (Self.catalogue(mvp: ""), "Docs/bugs.catalogue:9: B1 has no section for MVP"),
      (
        Self.catalogue(mvp: "### MVP\n\nA note, and no edit.\n"),
        "Docs/bugs.catalogue:27: B1: the MVP section has no edit of Sources/MVP"
      ),
      (
        Self.catalogue(mvp: "### MVX\n"),
        "Docs/bugs.catalogue:27: B1: unknown variant 'MVX' (expected MVC or MVP)"
      ),
      (
        Self.catalogue(extra: "Scenarios: G1\n"),
        "Docs/bugs.catalogue:14: B1 has two 'Scenarios:' lines"
      ),
      (
        Self.catalogue().replacingOccurrences(of: "G1, `G2`", with: "G1, G9"),
        "Docs/bugs.catalogue:11: B1: no scenario 'G9' in Docs/FeatureSpec.md"
      ),
      (
        Self.catalogue().replacingOccurrences(of: "G1, `G2`", with: "G1, , G2"),
        "Docs/bugs.catalogue:11: B1: no scenario '' in Docs/FeatureSpec.md"
      ),
      (
        Self.catalogue().replacingOccurrences(
          of: "Sources/MVP/B.swift", with: "Sources/Model/B.swift"),
        "Docs/bugs.catalogue:29: B1, MVP: 'Sources/Model/B.swift' is not a Swift file of Sources/MVP/"
      ),
      (
        Self.catalogue(mvp: "### MVP\n\nFile: Sources/MVP/B.swift\n\n```swift old\nb()\n```\n"),
        "Docs/bugs.catalogue:31: B1: this 'swift old' block has no 'swift new' block"
      ),
      (
        Self.catalogue(mvp: "### MVP\n\n```swift new\nb()\n```\n"),
        "Docs/bugs.catalogue:29: B1: a 'swift new' block without a 'File:' line before it"
      ),
      (
        Self.catalogue() + "\n## B1 Again\n",
        "Docs/bugs.catalogue:37: B1 is catalogued twice (first at line 9)"
      ),
      (Self.catalogue(heading: "## B1"), "Docs/bugs.catalogue:9: B1 has no title"),
      (
        Self.catalogue() + "\n```swift\n",
        "Docs/bugs.catalogue:37: this fenced block is never closed"
      ),
      ("# Nothing here\n", "Docs/bugs.catalogue: no bug found (a heading '## B1 …')"),
    ])
  func refusesEachMistake(text: String, message: String) {
    #expect(throws: BugCatalogue.Mistake.self) { try Self.parse(text) }
    do {
      _ = try Self.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  // MARK: Applying an edit

  @Test("an edit applies only where its old lines are found exactly once, as whole lines")
  func appliesExactlyOnce() {
    // Given
    let edit = CatalogueEdit(file: "Sources/MVC/A.swift", old: "  a()\n", new: "  b()\n", line: 3)

    // When
    let once = edit.applied(to: "x\n  a()\ny\n")
    let inside = edit.applied(to: "x  a()\n")
    let twice = edit.applied(to: "  a()\n  a()\n")

    // Then
    #expect(once == .success("x\n  b()\ny\n"))
    #expect(inside == .failure(CatalogueEdit.Count(value: 0)))
    #expect(twice == .failure(CatalogueEdit.Count(value: 2)))
    // Occurrences overlap, and are byte offsets of line starts in any script.
    #expect(CatalogueEdit.occurrences(of: "a\na\n", in: "a\na\na\n") == [0, 2])
    #expect(CatalogueEdit.occurrences(of: "é\n", in: "café\né\nxé\n") == [6])
  }

  @Test("an edit that no longer applies names the bug, the variant and the file")
  func staleEditIsNamed() throws {
    // Given
    let bug = try #require(try Self.parse(Self.catalogue()).bugs.first)

    // When
    let missing = #expect(throws: BugCatalogue.Mistake.self) {
      try bug.patchedFiles(of: "MVC") { _ in "  let a = 3\n" }
    }
    let twice = #expect(throws: BugCatalogue.Mistake.self) {
      try bug.patchedFiles(of: "MVC") { _ in "  let a = 1\n  let a = 1\n" }
    }
    let gone = #expect(throws: BugCatalogue.Mistake.self) {
      try bug.patchedFiles(of: "MVC") { _ in nil }
    }

    // Then
    #expect(
      missing?.description
        == "Docs/bugs.catalogue:19: B1, MVC: the old text is found 0 times in Sources/MVC/A.swift "
        + "(expected exactly once)")
    #expect(twice?.description.contains("found 2 times in Sources/MVC/A.swift") == true)
    #expect(gone?.description == "Docs/bugs.catalogue:19: B1, MVC: no file Sources/MVC/A.swift")
  }
}
