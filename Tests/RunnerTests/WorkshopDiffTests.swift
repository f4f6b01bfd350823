import Foundation
import Testing

@testable import ShowcaseLab

/// The workshop's unified diffs: read, written, made from two texts and applied, strictly.
@Suite("Workshop diffs")
struct WorkshopDiffTests {
  /// Twenty lines; then line 3 changed and line 15 made two, far enough apart for two hunks.
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

  @Test("a diff made from two texts turns the first into the second, a hunk per distant change")
  func madeDiffApplies() throws {
    // Given
    let change = try #require(UnifiedDiff.between(Self.old, Self.new, path: "Sources/MVC/A.swift"))

    // When
    let applied = try change.applied(to: Self.old)

    // Then
    #expect(applied == Self.new)
    #expect(change.hunks.map(\.header) == ["@@ -1,6 +1,6 @@", "@@ -12,7 +12,8 @@"])
    #expect(UnifiedDiff.between(Self.old, Self.old, path: "A.swift") == nil)
  }

  @Test("a diff's text reads back as the same diff, and applies as git diff's would")
  func textRoundTrips() throws {
    // Given
    let diff = UnifiedDiff(files: [
      try #require(UnifiedDiff.between(Self.old, Self.new, path: "Sources/MVC/A.swift")),
      try #require(UnifiedDiff.between(nil, "made\n", path: "Sources/MVC/B.swift")),
      try #require(UnifiedDiff.between("gone\n", nil, path: "Sources/MVC/C.swift")),
    ])

    // When
    let read = try UnifiedDiff.parse("diff --git a/x b/x\nindex 1..2 100644\n" + diff.text)

    // Then
    #expect(read == diff)
    #expect(
      diff.text.contains("--- /dev/null\n+++ b/Sources/MVC/B.swift\n@@ -0,0 +1,1 @@\n+made\n"))
    let files = ["Sources/MVC/A.swift": Self.old, "Sources/MVC/C.swift": "gone\n"]
    let results = try read.applied(to: { files[$0] })
    #expect(
      results.map(\.path) == ["Sources/MVC/A.swift", "Sources/MVC/B.swift", "Sources/MVC/C.swift"])
    #expect(results.map(\.text) == [Self.new, "made\n", nil])
  }

  @Test("a hunk applies a few lines away from its header, where its lines match in full")
  func hunkAppliesAtAnOffset() throws {
    // Given: two lines were added above the first change since the diff was made
    let change = try #require(UnifiedDiff.between(Self.old, Self.new, path: "A.swift"))
    let moved = "new first\nnew second\n" + Self.old

    // When
    let applied = try change.applied(to: moved)

    // Then
    #expect(applied == "new first\nnew second\n" + Self.new)
  }

  @Test("a hunk whose lines differ does not apply: the error names the file, the hunk and the line")
  func mismatchIsOneLineNamingTheHunk() throws {
    // Given
    let change = try #require(UnifiedDiff.between(Self.old, Self.new, path: "Sources/MVC/A.swift"))
    let edited = Self.old.replacingOccurrences(of: "line 13\n", with: "line thirteen\n")

    // When
    let error = #expect(throws: UnifiedDiff.ApplyError.self) { try change.applied(to: edited) }

    // Then
    #expect(
      error?.description
        == "Sources/MVC/A.swift: hunk 2 (@@ -12,7 +12,8 @@) does not apply: "
        + "line 13 reads 'line thirteen', the diff expects 'line 13'")
  }

  @Test("a made file must not exist, a changed one must")
  func fileMustBeAsTheDiffExpects() throws {
    let made = try #require(UnifiedDiff.between(nil, "made\n", path: "B.swift"))
    let changed = try #require(UnifiedDiff.between(Self.old, Self.new, path: "A.swift"))

    #expect(throws: UnifiedDiff.ApplyError.self) { try made.applied(to: "already\n") }
    let missing = #expect(throws: UnifiedDiff.ApplyError.self) { try changed.applied(to: nil) }
    #expect(missing?.description == "A.swift: no such file")
  }

  @Test(
    "a malformed diff is refused with the line it is on",
    arguments: [
      ("@@ -1,1 +1,1 @@\n-a\n+b\n", "line 1: '@@ -1,1 +1,1 @@' outside a file"),
      ("--- a/A.swift\n@@ -1 +1 @@\n", "line 2: a '--- ' line without a '+++ ' line after it"),
      ("--- a/A.swift\n+++ b/A.swift\n", "line 3: A.swift has no hunk"),
      (
        "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,1 @@\n-a\n",
        "line 4: the hunk @@ -1,2 +1,1 @@ ends early"
      ),
      (
        "--- a/A.swift\n+++ b/A.swift\n@@ 1 1 @@\n",
        "line 3: a hunk header should read '@@ -a,b +c,d @@'"
      ),
      (
        "--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n*a\n",
        "line 4: a hunk line should start with ' ', '-' or '+'"
      ),
    ])
  func malformedDiffIsRefused(text: String, message: String) {
    let error = #expect(throws: UnifiedDiff.FormatError.self) { try UnifiedDiff.parse(text) }
    #expect(error?.description == message)
  }
}
