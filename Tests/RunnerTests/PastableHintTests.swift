import Foundation
import ShowcaseCore
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseSupport

/// Every command the program prints for people to type starts as the docs do,
/// `swift run showcase …`, so it can be pasted; and a hint to run something parses.
@Suite("Commands the program prints can be pasted")
@MainActor
struct PastableHintTests {
  /// Command lines that print help or a usage message, one or more per command.
  static let commandLines: [[String]] =
    HelpTopic.allCases.map { ["help", $0.rawValue] } + [
      ["--pause", "--pattern"], ["play", "--frob"], ["bench", "--sizes", "x"],
      ["trace", "--scenario"], ["report", "--frob"], ["compare-tests"], ["rules", "--frob"],
      ["diff"], ["diff", "mvc"], ["mutate", "--frob"], ["bugs", "--bug"], ["refactor", "--frob"],
      ["workshop"], ["workshop", "begin"], ["workshop", "start"],
      ["workshop", "solution", "W1", "--pattern", "mvc", "--except", "mvp"], ["help", "frob"],
    ]

  @Test("no output names a command as 'showcase …' without 'swift run', but a message's prefix")
  func everyCommandStartsAsTheDocs() async {
    for arguments in Self.commandLines {
      // When
      let lines = await Self.printed(by: arguments)

      // Then
      for line in lines {
        #expect(Self.bareCommands(in: line).isEmpty, "\(arguments): \(line)")
      }
    }
  }

  @Test("a command a message says to run or gives as an example parses")
  func everyHintParses() async throws {
    var hints: [String] = []
    for arguments in Self.commandLines {
      for line in await Self.printed(by: arguments) {
        hints += Self.hints(in: line)
      }
    }
    #expect(hints.count >= 5)
    for hint in hints {
      let words = hint.split(separator: " ").map(String.init)
      #expect(throws: Never.self, "\(hint)") {
        try Options.parse(Array(words.dropFirst(3)), variants: Variant.all)
      }
    }
  }

  @Test("the check itself finds a bare command and lets a message's prefix be")
  func theCheckCanFail() {
    #expect(Self.bareCommands(in: "Then run: showcase workshop check") == ["showcase workshop"])
    #expect(Self.bareCommands(in: "           showcase play [--pattern P]").count == 1)
    #expect(Self.bareCommands(in: "showcase workshop start: W1 is started").isEmpty)
    #expect(Self.bareCommands(in: "Then run: swift run showcase workshop check").isEmpty)
    #expect(
      Self.hints(in: "such as 'swift run showcase diff mvp mvvm' (see more)")
        == ["swift run showcase diff mvp mvvm"])
  }

  /// Standard output and error of one command line, run in this process.
  static func printed(by arguments: [String]) async -> [String] {
    var lines: [String] = []
    _ = await Showcase.run(
      arguments: arguments, environment: [:], input: { nil }, output: { lines.append($0) },
      error: { lines.append($0) })
    return lines
  }

  /// Each `showcase <word>` in `line` that is neither typed as `swift run showcase` nor the
  /// `showcase <command>:` a message starts with.
  static func bareCommands(in line: String) -> [String] {
    // Most lines name no command; a regex is parsed each time it is made.
    guard line.contains("showcase") else { return [] }
    let bare = /showcase [a-z\[-][\w-]*/
    let prefix = /^showcase [a-z -]+:/
    return line.matches(of: bare).compactMap { match in
      let before = line[..<match.range.lowerBound]
      // A word that ends in `showcase` (a path, `ArchitectureShowcase`) is not the program.
      if let last = before.last, last.isLetter || last.isNumber || "/._-".contains(last) {
        return nil
      }
      if before.hasSuffix("swift run ") { return nil }
      if before.isEmpty, line.firstMatch(of: prefix) != nil { return nil }
      return String(match.output)
    }
  }

  /// The commands `line` says to run, or gives as an example: from `swift run showcase` to
  /// the end of the line, a quote, a comma, a semicolon, a parenthesis or a shell's `>` or `|`,
  /// when they hold no
  /// placeholder (an upper-case word such as `P` or `E`) and no option list in brackets.
  static func hints(in line: String) -> [String] {
    guard line.contains("swift run showcase") else { return [] }
    return line.matches(of: /swift run showcase[^'`,;()>|\n]*/).compactMap { match in
      let hint = match.output.trimmingCharacters(in: .whitespaces)
      let words = hint.split(separator: " ")
      let placeholder = words.contains { word in
        word.first == "[" || word.contains("...")
          || (word.count <= 5 && word.allSatisfy { $0.isUppercase || $0 == "," })
      }
      return placeholder ? nil : hint
    }
  }
}
