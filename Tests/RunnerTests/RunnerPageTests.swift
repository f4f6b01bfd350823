import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// Docs/Runner.md quotes the runner's messages word for word. Each test here makes the runner
/// say one, in process, and finds it on the page: a message that changes fails here until the
/// page quotes it again. The page's example runs are generated regions, kept by
/// `report --check`.
@MainActor
@Suite("Docs/Runner.md")
struct RunnerPageTests {
  /// The page with each line break a space, as Markdown reads a code span across lines.
  static func page() throws -> String {
    try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/Runner.md"), encoding: .utf8
    )
    .replacingOccurrences(of: "\n", with: " ")
  }

  /// What `arguments` print on standard error, run on the package at `root`, and its status.
  static func errors(_ arguments: [String], root: URL) async -> (status: Int32, lines: [String]) {
    var lines: [String] = []
    let status = await Showcase.run(
      arguments: arguments, environment: [:], variants: Variant.all, packageRoot: root,
      input: { nil }, output: { _ in }, error: { lines.append($0) })
    return (status, lines)
  }

  @Test("the page quotes the message of a wrong pattern as play prints it")
  func unknownPatternMessage() async throws {
    // When
    let (status, lines) = await Self.errors(
      ["play", "--pattern", "mvx"], root: SpecFile.packageRoot)

    // Then
    #expect(status == 64)
    let message = try #require(lines.first)
    #expect(message.contains("mvvm-with-handlers"))
    #expect(try Self.page().contains("`\(message)`"), "Docs/Runner.md should quote: \(message)")
  }

  @Test(
    "the page quotes the message of a bug whose old text is gone as bugs --list prints it",
    .disabled(
      if: PackageCatalogueTests.workshopStarted,
      "a workshop exercise is started: the sources hold its changes, which the catalogue does not quote"
    ))
  func catalogueMistakeMessage() async throws {
    // Given: a copy of the package's spec, catalogue and MVP sources, without the text B3's
    // MVP edit replaces.
    let root = TestFolder.name("runner-page")
    defer { try? FileManager.default.removeItem(at: root) }
    let package = SpecFile.packageRoot
    var files: [String: String] = [:]
    for path in [SpecReader.path, BugCatalogue.path] {
      files[path] = try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }
    for (path, text) in try StaticMeasure.swiftFiles(in: "Sources/MVP", packageRoot: package) {
      files[path] = text
    }
    let catalogue = try BugCatalogue.load(
      packageRoot: package, variants: Variant.all.map(\.name),
      specIDs: try SpecReader.scenarioIDs(packageRoot: package))
    let bug = try #require(catalogue.bugs.first { $0.id == "B3" })
    let edit = try #require(bug.edits["MVP"]?.first)
    let original = try #require(files[edit.file])
    files[edit.file] = original.replacingOccurrences(of: edit.old, with: "")
    try TestFolder.write(files, into: root)

    // When
    let (status, lines) = await Self.errors(["bugs", "--list", "--pattern", "mvp"], root: root)

    // Then: the listing is done, and the broken edit named.
    #expect(status == 0)
    let message = try #require(lines.first)
    #expect(message.hasPrefix("Docs/bugs.catalogue:"))
    #expect(message.contains("B3, MVP: the old text is found 0 times"))
    #expect(try Self.page().contains(message), "Docs/Runner.md should quote: \(message)")
  }
}
