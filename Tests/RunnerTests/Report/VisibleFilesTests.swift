import Foundation
import TestSupport
import Testing

@testable import ShowcaseSupport

/// The one walk of a package's folders that the static measures and the workshop share.
struct VisibleFilesTests {
  @Test("regular files only, sorted, from the root; hidden names and links left out")
  func listsRegularVisibleFiles() throws {
    // Given: a folder with a nested file, a hidden file and folder, and two links
    let root = TestFolder.name("visible-files")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = FileManager.default
    for path in [
      "Sources/A/b.swift", "Sources/A/Deep/c.swift", "Sources/A/.DS_Store",
      "Sources/A/.hidden/d.swift", "Sources/a.swift",
    ] {
      let url = root.appendingPathComponent(path)
      try files.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "let x = 1\n".write(to: url, atomically: true, encoding: .utf8)
    }
    // A link back to a folder above it would loop, were links followed.
    try files.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/A/Deep/loop").path,
      withDestinationPath: root.appendingPathComponent("Sources").path)
    try files.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/A/link.swift").path,
      withDestinationPath: root.appendingPathComponent("Sources/a.swift").path)

    // When
    let found = files.visibleFiles(under: "Sources", of: root)
    let missing = files.visibleFiles(under: "Nowhere", of: root)

    // Then
    #expect(found == ["Sources/A/Deep/c.swift", "Sources/A/b.swift", "Sources/a.swift"])
    #expect(missing.isEmpty)
  }
}
