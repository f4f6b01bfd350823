import Foundation
import Testing

@testable import ShowcaseLab

/// The workshop's solutions as edits: made from two texts, written, read back and applied by
/// the catalogues' one applier, strictly.
@Suite("Solution edits")
struct SolutionEditsTests {
  /// Twenty lines; then line 3 changed and line 15 made two.
  static let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
  static let new =
    (1...20).map { number in
      switch number {
      case 3: "line three"
      case 15: "line fifteen\nline fifteen and a half"
      default: "line \(number)"
      }
    }
    .joined(separator: "\n") + "\n"

  @Test("edits made from two texts turn the first into the second, an edit per distant change")
  func madeEditsApply() throws {
    // Given
    let edits = LineDiff.edits(of: "Sources/MVC/A.swift", from: Self.old, to: Self.new)

    // When
    let applied = try CatalogueEdit.applying(edits, original: { _ in Self.old })

    // Then
    #expect(applied == ["Sources/MVC/A.swift": Self.new])
    #expect(edits.map(\.old) == ["line 2\nline 3\nline 4\n", "line 14\nline 15\nline 16\n"])
    #expect(LineDiff.edits(of: "A.swift", from: Self.old, to: Self.old).isEmpty)
  }

  @Test("an edit takes more unchanged lines until its old text is found once")
  func editGrowsUntilUnique() throws {
    // Given: the changed line's neighbours repeat elsewhere in the file
    let old = "a\nb\na\nx\na\nb\na\n"
    let new = "a\nb\na\ny\na\nb\na\n"

    // When
    let edits = LineDiff.edits(of: "A.swift", from: old, to: new)

    // Then
    #expect(try CatalogueEdit.applying(edits, original: { _ in old }) == ["A.swift": new])
    #expect(edits.allSatisfy { CatalogueEdit.occurrences(of: $0.old, in: old).count == 1 })
  }

  @Test("a solution's text reads back as the same edits, a new file included")
  func textRoundTrips() throws {
    // Given: a file whose text holds a fence of its own
    let edits =
      LineDiff.edits(of: "Sources/MVC/A.swift", from: Self.old, to: Self.new)
      + LineDiff.edits(of: "Sources/MVC/B.swift", from: nil, to: "/// ```swift\n```\nlet b = 1\n")

    // When
    let text = SolutionFile.text(of: edits, heading: "W9 Demo, MVC: the reference solution")
    let read = try SolutionFile.edits(in: text)

    // Then
    #expect(read.map(\.file) == edits.map(\.file))
    #expect(read.map(\.old) == edits.map(\.old))
    #expect(read.map(\.new) == edits.map(\.new))
    #expect(text.contains("File: `Sources/MVC/B.swift` (new)\n\n````swift new\n"))
    let files = try CatalogueEdit.applying(read) { $0 == "Sources/MVC/A.swift" ? Self.old : nil }
    #expect(files["Sources/MVC/B.swift"] == "/// ```swift\n```\nlet b = 1\n")
  }

  @Test("an edit whose old text is gone does not apply: the failure names the line and the file")
  func mismatchNamesTheLine() throws {
    // Given
    let text = SolutionFile.text(
      of: LineDiff.edits(of: "Sources/MVC/A.swift", from: Self.old, to: Self.new), heading: "S")
    let edits = try SolutionFile.edits(in: text)
    let edited = Self.old.replacingOccurrences(of: "line 15\n", with: "line fifteen\n")

    // When
    let failure = #expect(throws: CatalogueEdit.Failure.self) {
      try CatalogueEdit.applying(edits, original: { _ in edited })
    }

    // Then
    #expect(failure?.line == edits[1].line)
    #expect(
      failure?.message
        == "the old text is found 0 times in Sources/MVC/A.swift (expected exactly once)")
  }

  @Test("a new file must not exist, a changed one must")
  func fileMustBeAsTheEditsExpect() throws {
    let made = LineDiff.edits(of: "B.swift", from: nil, to: "made\n")
    let changed = LineDiff.edits(of: "A.swift", from: Self.old, to: Self.new)

    let exists = #expect(throws: CatalogueEdit.Failure.self) {
      try CatalogueEdit.applying(made, original: { _ in "already\n" })
    }
    #expect(exists?.message == "B.swift is new here, but it exists")
    let missing = #expect(throws: CatalogueEdit.Failure.self) {
      try CatalogueEdit.applying(changed, original: { _ in nil })
    }
    #expect(missing?.message == "no file A.swift")
  }

  @Test(
    "a malformed solution is refused with the line it is on",
    arguments: [
      ("```swift new\na\n```\n", "line 1: a 'swift new' block before any 'File:' line"),
      (
        "File: `A.swift`\n```swift new\na\n```\n",
        "line 2: a 'swift new' block with no 'swift old' block"
      ),
      (
        "File: `A.swift`\n```swift old\na\n```\n",
        "line 2: a block never closed, or a 'swift old' block alone"
      ),
      ("File: `A.swift`\n```swift old\n```\n", "line 2: a 'swift old' block out of place or empty"),
      (
        "File: `A.swift`\n```swift old\na\n",
        "line 2: a block never closed, or a 'swift old' block alone"
      ),
    ])
  func malformedSolutionIsRefused(text: String, message: String) {
    let error = #expect(throws: SolutionFile.FormatError.self) { try SolutionFile.edits(in: text) }
    #expect(error?.description == message)
  }
}
