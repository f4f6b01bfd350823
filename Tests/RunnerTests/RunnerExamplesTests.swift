import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine

/// Docs/Runner.md's example outputs are the program's: each example of a command that runs in
/// a moment is run here, and its lines must appear in the output, in order (`…` stands for
/// lines left out). The generated regions (mutate, bugs, refactor) are kept by `report --check`;
/// the workshop's example, which builds the package, by `.ci/workshop-participant`.
@Suite("Docs/Runner.md's example outputs")
@MainActor
struct RunnerExamplesTests {
  /// One `$ swift run showcase …` line of an example and the lines shown under it.
  struct Example {
    var arguments: [String]
    var input: [String]
    var lines: [String]
  }

  @Test(
    "every example of a quick command shows lines the command prints, in that order",
    .disabled(
      if: PackageCatalogueTests.workshopStarted,
      "a workshop exercise is started: the variants hold its changes, which the examples do not show"
    ))
  func examplesMatchTheProgram() async throws {
    let page = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/Runner.md"), encoding: .utf8)
    let examples = Self.examples(in: page)
    #expect(examples.count >= 4)
    for example in examples {
      // When
      var printed: [String] = []
      var input = example.input[...]
      _ = await Showcase.run(
        arguments: example.arguments, environment: [:], input: { input.popFirst() },
        output: { printed.append($0) }, error: { printed.append($0) })

      // Then
      let missing = Self.firstMissing(example.lines, in: printed)
      #expect(missing == nil, "\(example.arguments.joined(separator: " ")): \(missing ?? "")")
    }
  }

  @Test("the comparison fails on a line the program does not print, or prints out of order")
  func theComparisonCanFail() {
    #expect(Self.firstMissing(["a", "…", "c"], in: ["a", "b", "c"]) == nil)
    #expect(Self.firstMissing(["c", "a"], in: ["a", "b", "c"]) == "a")
    #expect(Self.firstMissing(["a", "x"], in: ["a", "b"]) == "x")
  }

  /// The examples in `page`'s text blocks, outside generated regions, of commands that neither
  /// build nor change the package.
  static func examples(in page: String) -> [Example] {
    var examples: [Example] = []
    var current: Example?
    var inBlock = false
    var inRegion = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("<!-- report:") { inRegion = line.hasSuffix(":begin -->") }
      if line.hasPrefix("```") {
        examples += current.map { [$0] } ?? []
        current = nil
        inBlock = !inBlock && line == "```text" && !inRegion
        continue
      }
      guard inBlock else { continue }
      if line.hasPrefix("$ ") {
        examples += current.map { [$0] } ?? []
        current = example(typed: String(line.dropFirst(2)))
      } else {
        current?.lines.append(line)
      }
    }
    return examples.filter { !$0.arguments.isEmpty && $0.arguments.first != "workshop" }
  }

  /// The arguments and standard input of `swift run showcase …`, after an optional
  /// `printf '…' |`; nil for any other command line.
  static func example(typed: String) -> Example? {
    var input: [String] = []
    var command = typed
    if let pipe = typed.firstMatch(of: /^printf '([^']*)' \| (.*)$/) {
      input = pipe.output.1.split(separator: "\\n").map(String.init)
      command = String(pipe.output.2)
    }
    guard command.hasPrefix("swift run showcase") else { return nil }
    let arguments = command.split(separator: " ").dropFirst(3).map(String.init)
    return Example(arguments: arguments, input: input, lines: [])
  }

  /// The first of `shown` (without `…` and trailing spaces) not found in `printed` after the
  /// ones before it; nil when all are.
  static func firstMissing(_ shown: [String], in printed: [String]) -> String? {
    var rest = printed.map { trimmed($0) }[...]
    for line in shown.map(trimmed) where line != "…" {
      guard let found = rest.firstIndex(of: line) else { return line }
      rest = rest[(found + 1)...]
    }
    return nil
  }

  private static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }
}
