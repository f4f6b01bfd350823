import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// A tiny package written to a folder of its own, with an exercise of its own, for the
/// workshop's tests: nothing is built, and the repository itself is never touched.
@MainActor
struct WorkshopPackage {
  let root: URL

  init() throws {
    root = try Self.make()
  }

  /// Removes the package's folder.
  nonisolated func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// A spec, one source file and one test file per variant, shared test files, and two
  /// exercises: W1 changes each variant's greeting; W2 also changes a shared test file.
  static func make() throws -> URL {
    let root = TestFolder.name("workshop-tests")
    var files = [
      "Package.swift": "// The package.\n",
      "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
      "Tests/ConformanceTests/Events.swift": "let events: [String] = []\n",
      "Docs/Workshop/W1-demo/exercise.md":
        "# W1 Demo change\n\nConcern: presentation\n\n| ID | Rule |\n|---|---|\n"
        + "| W1.1 | Greets louder. |\n",
      "Docs/Workshop/W1-demo/Tests/ConformanceTests/WorkshopDemoTests.swift":
        "struct WorkshopDemoTests {}\n",
      "Docs/Workshop/W2-shared/exercise.md":
        "# W2 Shared change\n\nConcern: navigation\n\n| W2.1 | One. |\n| W2.2 | Two. |\n",
      "Docs/Workshop/W2-shared/Tests/ConformanceTests/WorkshopSharedTests.swift":
        "struct WorkshopSharedTests {}\n",
    ]
    for variant in Variant.all.map(\.name) {
      files["Sources/\(variant)/Greeting.swift"] = "let greeting = \"Hello\"\n"
      files["Tests/\(variant)Tests/GreetingTests.swift"] = "// \(variant)'s tests.\n"
      for exercise in ["W1-demo", "W2-shared"] {
        let suite = exercise == "W1-demo" ? "WorkshopDemoTests" : "WorkshopSharedTests"
        files["Docs/Workshop/\(exercise)/Tests/\(variant)Tests/\(suite).swift"] =
          "struct \(suite) {}\n"
        files["Docs/Workshop/\(exercise)/Solutions/\(variant).md"] = solution(
          "let greeting = \"Hello\"\n", "let greeting = \"HELLO\"\n",
          path: "Sources/\(variant)/Greeting.swift")
      }
    }
    try TestFolder.write(files, into: root)
    return root
  }

  /// A console on the package that prints nothing.
  func console() -> Console {
    Console(
      environment: [:], terminal: .none, variants: Variant.all, packageRoot: root,
      input: { nil }, output: { _ in }, error: { _ in })
  }

  /// Runs `showcase workshop arguments` on the package.
  func run(_ arguments: String...) async -> CommandRun {
    await CommandRun.of(["workshop"] + arguments, in: root)
  }

  /// Runs `showcase report arguments` on the package.
  func report(_ arguments: String...) async -> CommandRun {
    await CommandRun.of(["report"] + arguments, in: root)
  }

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func read(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    try text.write(to: url(path), atomically: true, encoding: .utf8)
  }

  /// Every file of the package but the hidden ones, with its text.
  func snapshot() throws -> [String: String] {
    let tree = WorkshopTree(root: root)
    let paths = tree.files(under: ["Docs", "Sources", "Tests"]) + ["Package.swift"]
    return Dictionary(uniqueKeysWithValues: try paths.map { ($0, try read($0)) })
  }
}

/// The text of a solution that turns `old` into `new` at `path`.
private func solution(_ old: String, _ new: String, path: String) -> String {
  SolutionFile.text(of: LineDiff.edits(of: path, from: old, to: new), heading: "A solution")
}
