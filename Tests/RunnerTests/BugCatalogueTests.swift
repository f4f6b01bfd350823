import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseLab

/// The bug catalogue, Docs/BugHunt.md: the package's own catalogue still applies to the code as
/// it is, and the reader of the format refuses each kind of mistake in one line that names
/// where. Nothing here builds or runs a suite.
@MainActor
struct BugCatalogueTests {
  // MARK: The package's own catalogue

  /// The package's catalogue, read with the package's variants and spec.
  private static func packageCatalogue() throws -> BugCatalogue {
    try BugCatalogue.load(
      packageRoot: SpecFile.packageRoot, variants: Variant.all.map(\.name),
      specIDs: try SpecReader.scenarioIDs(packageRoot: SpecFile.packageRoot))
  }

  /// Whether a workshop exercise is started in this tree (`showcase workshop start`): its
  /// solutions change lines the catalogue quotes, so the catalogue is checked against the
  /// package's own sources only, before `start` and after `reset` (and by CI's `bugs --check`).
  nonisolated private static var workshopStarted: Bool {
    FileManager.default.fileExists(
      atPath: SpecFile.packageRoot.appendingPathComponent(WorkshopState.file).path)
  }

  @Test(
    "every catalogued edit applies exactly once to the current sources of its variant",
    .disabled(
      if: workshopStarted,
      "a workshop exercise is started: the sources hold its changes, which the catalogue does not quote"
    ))
  func everyEditAppliesExactlyOnce() throws {
    // Given
    let catalogue = try Self.packageCatalogue()

    // When
    var changed: [String] = []
    for bug in catalogue.bugs {
      for variant in Variant.all {
        let files = try bug.patchedFiles(of: variant.name, packageRoot: SpecFile.packageRoot)
        // Then: each file the bug names is really changed.
        for (path, text) in files {
          let original = try String(
            contentsOf: SpecFile.packageRoot.appendingPathComponent(path), encoding: .utf8)
          #expect(text != original, "\(bug.id), \(variant.name): \(path) unchanged")
          changed.append("\(bug.id) \(variant.name)")
        }
      }
    }
    #expect(Set(changed).count == catalogue.bugs.count * Variant.all.count)
  }

  @Test("the catalogue names every bug the comparison asks for, each breaking a scenario")
  func catalogueHoldsTheBugsOfTheComparison() throws {
    // When
    let bugs = try Self.packageCatalogue().bugs

    // Then
    #expect(bugs.count >= 13)
    #expect(bugs.map(\.id) == (1...bugs.count).map { "B\($0)" })
    #expect(bugs.allSatisfy { !$0.scenarios.isEmpty })
    let scenarios = Set(bugs.flatMap(\.scenarios))
    #expect(
      scenarios.isSuperset(of: [
        "G4", "G5", "G6", "S1", "S4", "S5", "S6", "S7", "S8", "P1", "A2", "A3", "A5", "L1",
      ]))
  }

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
              BugEdit(
                file: "Sources/MVC/A.swift", old: "  let a = 1\n", new: "  let a = 2\n", line: 19)
            ],
            "MVP": [BugEdit(file: "Sources/MVP/B.swift", old: "b()\n", new: "", line: 31)],
          ])
      ])
  }

  @Test(
    "each mistake of the format is one line naming the catalogue's line",
    arguments: [
      (Self.catalogue(mvp: ""), "Docs/BugHunt.md:9: B1 has no edit for MVP"),
      (
        Self.catalogue(mvp: "### MVX\n"),
        "Docs/BugHunt.md:27: B1: unknown variant 'MVX' (expected MVC or MVP)"
      ),
      (
        Self.catalogue(extra: "Scenarios: G1\n"),
        "Docs/BugHunt.md:14: B1 has two 'Scenarios:' lines"
      ),
      (
        Self.catalogue().replacingOccurrences(of: "G1, `G2`", with: "G1, G9"),
        "Docs/BugHunt.md:11: B1: no scenario 'G9' in Docs/FeatureSpec.md"
      ),
      (
        Self.catalogue().replacingOccurrences(
          of: "Sources/MVP/B.swift", with: "Sources/Model/B.swift"),
        "Docs/BugHunt.md:29: B1, MVP: 'Sources/Model/B.swift' is not a Swift file of Sources/MVP"
      ),
      (
        Self.catalogue(mvp: "### MVP\n\nFile: Sources/MVP/B.swift\n\n```swift old\nb()\n```\n"),
        "Docs/BugHunt.md:31: B1: this 'swift old' block has no 'swift new' block"
      ),
      (
        Self.catalogue(mvp: "### MVP\n\n```swift new\nb()\n```\n"),
        "Docs/BugHunt.md:29: B1: a 'swift new' block without a 'File:' line before it"
      ),
      (
        Self.catalogue() + "\n## B1 Again\n",
        "Docs/BugHunt.md:37: B1 is catalogued twice (first at line 9)"
      ),
      (Self.catalogue(heading: "## B1"), "Docs/BugHunt.md:9: B1 has no title"),
      (Self.catalogue() + "\n```swift\n", "Docs/BugHunt.md:37: this fenced block is never closed"),
      ("# Nothing here\n", "Docs/BugHunt.md: no bug found (a heading '## B1 …')"),
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
    let edit = BugEdit(file: "Sources/MVC/A.swift", old: "  a()\n", new: "  b()\n", line: 3)

    // When
    let once = edit.applied(to: "x\n  a()\ny\n")
    let inside = edit.applied(to: "x  a()\n")
    let twice = edit.applied(to: "  a()\n  a()\n")

    // Then
    #expect(once == .success("x\n  b()\ny\n"))
    #expect(inside == .failure(BugEdit.Count(0)))
    #expect(twice == .failure(BugEdit.Count(2)))
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
        == "Docs/BugHunt.md:19: B1, MVC: the old text is found 0 times in Sources/MVC/A.swift "
        + "(expected exactly once)")
    #expect(twice?.description.contains("found 2 times in Sources/MVC/A.swift") == true)
    #expect(gone?.description == "Docs/BugHunt.md:19: B1, MVC: no file Sources/MVC/A.swift")
  }
}
