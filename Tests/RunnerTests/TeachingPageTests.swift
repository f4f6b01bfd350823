import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// Docs/Teaching.md's commands run as written. A teacher types them in front of a room, so a
/// command that no longer parses, or fails, fails here first.
///
/// Commands that only read are run on the package itself. Commands that change the tree, or
/// take minutes, are only parsed here: CI plays the workshop's path in a clone of its own
/// (.ci/workshop-participant).
@MainActor
@Suite("Docs/Teaching.md")
struct TeachingPageTests {
  @Test("every showcase command of the page parses, and every one that only reads runs and exits 0")
  func commandsRun() async throws {
    // Given
    let page = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/Teaching.md"), encoding: .utf8)
    let commands = Self.showcaseCommands(in: page)
    #expect(commands.count >= 8, "the page's commands: \(commands)")

    for arguments in commands {
      // When
      let invocation = try Options.parse(arguments, variants: Variant.all)
      guard Self.onlyReads(invocation) else { continue }
      var lines: [String] = []
      var errors: [String] = []
      let status = await Showcase.run(
        arguments: arguments, environment: [:], packageRoot: SpecFile.packageRoot,
        input: { nil }, output: { lines.append($0) }, error: { errors.append($0) })

      // Then
      #expect(status == 0, "showcase \(arguments.joined(separator: " ")): \(errors)")
      #expect(!lines.isEmpty, "showcase \(arguments.joined(separator: " ")) printed nothing")
    }
  }

  @Test("the page's commands are found in code blocks and code spans, redirections left out")
  func findsCommands() {
    // Given
    let page = """
      ```sh
      swift run showcase diff mvc viper
      ```
      Then run `swift run showcase workshop check` and `swift build`.
      Redirect it (`swift run showcase --format html > demo.html`).
      """

    // When
    let commands = Self.showcaseCommands(in: page)

    // Then
    #expect(commands == [["diff", "mvc", "viper"], ["workshop", "check"], ["--format", "html"]])
  }

  /// The arguments of every `swift run showcase …` on the page, in order, each once.
  static func showcaseCommands(in page: String) -> [[String]] {
    var commands: [[String]] = []
    let pattern = /swift run showcase([^`\n]*)/
    for match in page.matches(of: pattern) {
      let words = match.output.1.split(separator: " ").map(String.init)
      let arguments = Array(words.prefix { $0 != ">" })
      if !commands.contains(arguments) { commands.append(arguments) }
    }
    return commands
  }

  /// Whether the command only reads the package and ends in seconds.
  static func onlyReads(_ invocation: Invocation) -> Bool {
    switch invocation {
    case .sideBySide, .trace, .compareTests, .rules, .diff, .help: true
    case .mutate(let options): options.list
    // The bug and refactoring catalogues are written for the package's own sources: while an exercise is
    // started (as in CI's workshop proof), its edits need not apply.
    case .bugs(let options): options.list && !PackageCatalogueTests.workshopStarted
    case .refactor(let options): options.list && !PackageCatalogueTests.workshopStarted
    case .workshop(let options): options.action == .list
    // `where` builds showcase with coverage first: a minute the first time.
    case .play, .bench, .benchRule, .report, .refresh, .where: false
    }
  }
}
