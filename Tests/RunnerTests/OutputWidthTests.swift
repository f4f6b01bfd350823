import Foundation
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

@testable import ShowcaseCommandLine
@testable import ShowcaseSupport

/// Every command that prints for people fits the width it is given, on this package: no line
/// is wider, or the command says on standard error that it cannot fit, and why.
@Suite("Output fits its width")
@MainActor
struct OutputWidthTests {
  /// A sample of the built-in session: a failed load, Retry, and the answers' flows.
  static let sampleScript = """
    step "A failed request shows the reason and Retry"
    open subjects
    fail records
    step "Retry loads again"
    tap "Retry"
    release all
    """

  /// A package of one MVP file whose lines are long, for `mutate --list`.
  static let smallPackage = [
    "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
    "Sources/MVP/GreetingPresenter.swift": """
    final class GreetingPresenter {
      func load() {
        view?.show(greeting: "Hello", birthdate: "Born on the first of January, long ago")
        guard let presenter = makePresenter(for: person, showing: greeting) else { return }
      }
    }
    """,
  ]

  /// Command lines that print for people, one or more per command, each with the widths it is
  /// rendered at. Each `--help` is checked apart. Most run on this package; `SAMPLE` stands
  /// for a file holding `sampleScript`, and `mutate` runs on `smallPackage`. A whole session,
  /// all mutants of a variant, the report and the rules each take a tenth of a second or more,
  /// so the test samples: the session plays part of the built-in script, and the slowest
  /// commands run at one width, or on fewer variants.
  nonisolated static let commandLines: [(arguments: [String], widths: [Int])] = [
    (["--script", "SAMPLE"], [100]),
    (
      ["--script", "SAMPLE", "--pattern", "mvc", "--pattern", "mvp", "--pattern", "tea"],
      [100, 160]
    ),
    (["trace", "--scenario", "S5"], [100, 160]),
    (["compare-tests", "S5"], [100]),
    (["compare-tests", "S5", "--pattern", "mvp", "--pattern", "viper"], [100, 160]),
    (["diff", "mvc", "viper", "--screen", "greeting"], [100, 160]),
    (["rules"], [100]),
    (["report", "--static", "--pattern", "viper"], [160]),
    (["bugs", "--list"], [100, 160]),
    (["mutate", "--list", "--pattern", "mvp"], [100, 160]),
    (["refactor", "--list", "--pattern", "mvp"], [100]),
    (["workshop", "list"], [160]),
  ]

  /// Whether every line fits `width`, or the command said it cannot; a message if not.
  static func problem(with run: CommandRun, width: Int) -> String? {
    let wide = run.output.filter { TextTable.visibleWidth(of: $0) > width }
    guard let widest = wide.max(by: { $0.count < $1.count }) else { return nil }
    let says = run.error.contains { $0.contains(": cannot fit \(width) columns: ") }
    return says ? nil : "\(wide.count) lines wider than \(width), unsaid: \(widest)"
  }

  @Test(
    "no line is wider than COLUMNS, or the command says it cannot fit",
    arguments: commandLines.indices)
  func fitsColumns(index: Int) async throws {
    // Given
    let (arguments, widths) = Self.commandLines[index]
    let folder = TestFolder.name("output-width")
    defer { try? FileManager.default.removeItem(at: folder) }
    try TestFolder.write(
      Self.smallPackage.merging(["sample.script": Self.sampleScript]) { $1 }, into: folder)
    let script = folder.appendingPathComponent("sample.script").path
    let line = arguments.map { $0 == "SAMPLE" ? script : $0 }
    let root = arguments.first == "mutate" ? folder : SpecFile.packageRoot

    for width in widths {
      // When
      let run = await CommandRun.of(line, in: root, environment: ["COLUMNS": "\(width)"])

      // Then
      #expect(!run.output.isEmpty, "\(arguments)")
      #expect(Self.problem(with: run, width: width) == nil, "\(arguments) at \(width)")
    }
  }

  @Test("every --help fits 100 columns")
  func helpFits() async {
    for topic in HelpTopic.allCases {
      // When
      let arguments = topic == .showcase ? ["--help"] : ["help", topic.rawValue]
      let run = await CommandRun.of(arguments, in: SpecFile.packageRoot)

      // Then
      #expect(run.status == 0 && run.output.count > 3, "\(topic)")
      #expect(Self.problem(with: run, width: 100) == nil, "\(topic)")
    }
  }

  @Test("compare-tests and diff take --width before COLUMNS, and fit it")
  func widthOptionFits() async {
    for arguments in [
      ["compare-tests", "S5", "--pattern", "mvc", "--pattern", "viper"],
      ["diff", "mvc", "viper", "--screen", "greeting"],
    ] {
      // When
      let run = await CommandRun.of(
        arguments + ["--width", "100"], in: SpecFile.packageRoot,
        environment: ["COLUMNS": "300"])

      // Then
      #expect(run.status == 0 && run.error == [], "\(arguments)")
      #expect(run.output.contains { TerminalWidth.columns(of: $0) > 90 }, "\(arguments)")
      #expect(run.output.allSatisfy { TerminalWidth.columns(of: $0) <= 100 }, "\(arguments)")
    }
  }

  @Test("a COLUMNS narrower than a command can write is said, in one line")
  func tooNarrowIsSaid() async {
    // When
    let run = await CommandRun.of(
      ["diff", "mvc", "mvp", "--screen", "greeting"], in: SpecFile.packageRoot,
      environment: ["COLUMNS": "30"])

    // Then
    #expect(run.status == 0)
    #expect(
      run.error == [
        "showcase diff: cannot fit COLUMNS, 30 columns: it needs at least 40, so it writes 40"
      ])
    #expect(run.output.allSatisfy { TerminalWidth.columns(of: $0) <= 40 })
  }

  @Test("without --width, COLUMNS or a terminal, every command writes 100 columns")
  func standardIsAProjectorsWidth() {
    // Given
    let console = Console(
      environment: [:], terminal: .none, variants: Variant.all,
      packageRoot: SpecFile.packageRoot, input: { nil }, output: { _ in }, error: { _ in })

    // Then
    #expect(console.width(nil) == 100)
    #expect(console.width(nil, minimum: ScreenWidth.codeColumnsMinimum) == 100)
    #expect(console.width(72) == 72)
  }

  @Test("the check itself finds a line too wide that nothing says")
  func theCheckCanFail() {
    // Given
    let wide = String(repeating: "x", count: 101)
    let unsaid = CommandRun(status: 0, output: ["fits", wide], error: [])
    let said = CommandRun(
      status: 0, output: [wide],
      error: ["showcase rules: cannot fit 100 columns: 1 line is up to 101 wide, as …"])

    // Then
    #expect(Self.problem(with: unsaid, width: 100) != nil)
    #expect(Self.problem(with: said, width: 100) == nil)
    #expect(Self.problem(with: unsaid, width: 160) == nil)
  }
}
