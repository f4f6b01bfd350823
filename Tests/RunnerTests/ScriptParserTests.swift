import DataFileReader
import Foundation
import Model
import ServiceDoubles
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseDemo

/// The script language: what each line means, and the one-line message for each mistake.
@Suite("Script parser")
struct ScriptParserTests {
  @Test("every command reads into its command, with captions on the next command")
  func readsEveryCommand() throws {
    // Given
    let text = """
      # a comment, then a blank line

      step "Greeting"
      open greeting   # a trailing comment
      open subjects
      tap "Show greeting"
      select "Math"
      back
      release person
      release records newest
      release switch oldest
      fail subjects
      fail records newest "Server down"
      fail person "Say \\"no\\""
      release all
      fail all
      fail all "Offline"
      late answers on
      late answers off
      expect "Hello"
      """

    // When
    let script = try ScriptParser.parse(text, file: "demo.txt")

    // Then
    #expect(
      script.steps.map(\.command) == [
        .openGreeting, .openSubjects, .tap("Show greeting"), .select("Math"), .back,
        .release(.person, .oldest), .release(.records, .newest), .release(.setStatus, .oldest),
        .fail(.subjects, .oldest, reason: nil), .fail(.records, .newest, reason: "Server down"),
        .fail(.person, .oldest, reason: "Say \"no\""), .releaseAll, .failAll(reason: nil),
        .failAll(reason: "Offline"), .lateAnswers(true), .lateAnswers(false), .expect("Hello"),
      ])
    #expect(script.steps.map(\.caption) == ["Greeting"] + Array(repeating: nil, count: 16))
    #expect(script.steps.map(\.line) == Array(4...20))
  }

  @Test("a command prints back as the script writes it")
  func commandsPrintAsWritten() throws {
    // Given
    let lines = [
      "open greeting", "tap \"Show greeting\"", "release records newest",
      "fail switch \"No \\\"way\\\"\"", "release all", "fail all", "late answers on",
      "late answers off", "expect \"Hi\"",
    ]

    // When
    let printed = try lines.map { line in
      guard case .command(let command)? = try ScriptParser.parseLine(line) else { return "" }
      return command.description
    }

    // Then
    #expect(printed == lines)
  }

  @Test(
    "a wrong line names the file, the line, the word and the choices",
    arguments: [
      (
        "jump",
        "unknown command 'jump' "
          + "(expected open, tap, select, back, release, fail, late, expect or step)"
      ),
      ("open", "missing screen after 'open' (expected greeting or subjects)"),
      ("open home", "unknown screen 'home' after 'open' (expected greeting or subjects)"),
      ("tap", "missing text after 'tap' (expected a button title in double quotes)"),
      ("tap Retry", "unquoted 'Retry' after 'tap' (expected a button title in double quotes)"),
      ("select \"Math", "unclosed quote: \"Math (expected a closing \")"),
      ("back now", "unexpected 'now' after 'back' (expected the end of the line)"),
      (
        "release",
        "missing request after 'release' "
          + "(expected person, subjects, records, switch or all)"
      ),
      (
        "release people",
        "unknown request 'people' after 'release' "
          + "(expected person, subjects, records, switch or all)"
      ),
      (
        "release records last",
        "unknown pick 'last' after 'release records' (expected oldest or newest)"
      ),
      (
        "release all newest",
        "unexpected 'newest' after 'release all' (expected the end of the line)"
      ),
      (
        "release records \"why\"",
        "unexpected \"why\" after 'release records' (expected the end of the line)"
      ),
      (
        "\"open\"",
        "expected a command first, found \"open\" "
          + "(expected open, tap, select, back, release, fail, late, expect or step)"
      ),
      (
        "expect Hello",
        "unquoted 'Hello' after 'expect' (expected the text to find in double quotes)"
      ),
      ("late", "missing word after 'late' (expected answers)"),
      ("late answer on", "unknown word 'answer' after 'late' (expected answers)"),
      ("late answers", "missing setting after 'late answers' (expected on or off)"),
      (
        "late answers yes",
        "unknown setting 'yes' after 'late answers' (expected on or off)"
      ),
      (
        "late answers on now",
        "unexpected 'now' after 'late answers on' (expected the end of the line)"
      ),
    ])
  func reportsWrongLines(line: String, problem: String) {
    // Given
    let text = "open greeting\n\n\(line)\nback"

    // When
    let error = #expect(throws: ScriptError.self) {
      try ScriptParser.parse(text, file: "demo.txt")
    }

    // Then
    #expect(error?.description == "demo.txt:3: \(problem)")
  }

  @Test("a caption with no command after it is an error on the caption's line")
  func reportsCaptionWithoutCommand() {
    // Given
    let text = "open greeting\nstep \"Last\"\n# nothing follows"

    // When
    let error = #expect(throws: ScriptError.self) {
      try ScriptParser.parse(text, file: "demo.txt")
    }

    // Then
    #expect(
      error?.description
        == "demo.txt:2: no command after step \"Last\" "
        + "(expected open, tap, select, back, release, fail, late, expect or step)")
  }

  @Test("an escape other than a quote or a backslash is named as the mistake")
  func reportsUnknownEscape() {
    // When
    let error = #expect(throws: ScriptError.self) {
      try ScriptParser.parse(#"tap "a\qb""#, file: "demo.txt")
    }

    // Then
    #expect(error?.description == #"demo.txt:1: unknown escape '\q' (expected \" or \\)"#)
  }

  @Test("a script with Windows line endings reads line by line, numbered as written")
  func readsCRLFScripts() throws {
    // Given
    let text = "open greeting\r\n\r\ntap \"Show greeting\"\r\nfly\r\n"

    // When
    let error = #expect(throws: ScriptError.self) {
      try ScriptParser.parse(text, file: "demo.txt")
    }
    let fine = try ScriptParser.parse("open greeting\r\nback\r\n", file: "demo.txt")

    // Then
    #expect(error?.description.hasPrefix("demo.txt:4: unknown command 'fly'") == true)
    #expect(fine.steps.map(\.line) == [1, 2])
  }

  @Test("the built-in session parses, one step per command of the session")
  func builtInSessionParses() throws {
    // When
    let script = try ScriptParser.parse(Script.builtInText, file: "built-in")

    // Then
    #expect(
      script.steps.map(\.command.description) == [
        "open greeting", "tap \"Show greeting\"", "back",
        "open subjects", "release all", "back",
        "open subjects", "fail records", "tap \"Retry\"", "release all",
        "select \"Math\"", "back", "release all",
        "select \"More\"", "select \"Physics\"", "release switch", "back", "release all",
      ])
    #expect(Script.builtIn == script)
  }
}

@Suite("Docs/Scripts.md")
@MainActor
struct ScriptsDocTests {
  /// The ```text blocks of the doc, in order.
  func blocks() throws -> [String] {
    let url = SpecFile.packageRoot.appendingPathComponent("Docs/Scripts.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.components(separatedBy: "```text\n").dropFirst().compactMap {
      $0.components(separatedBy: "\n```").first
    }
  }

  @Test("the doc shows the built-in session as the runner plays it")
  func docShowsTheBuiltInSession() throws {
    // When
    let shown = try blocks().last

    // Then
    #expect(shown == Script.builtInText)
  }

  @Test("the doc's example plays on two variants with every step agreeing and passing")
  func exampleRuns() async throws {
    // Given
    let example = try #require(try blocks().dropFirst().first)
    let path = try temporaryFile(example, named: "a3.txt")

    // When
    let run = await ShowcaseRun(
      ["--script", path], variants: [ShowcaseRun.mvc, ShowcaseRun.mvcAgain])

    // Then
    #expect(run.status == 0)
    #expect(run.lines.last == "2 variants agree on 8/8 steps")
  }

  @Test("the doc's late-answer example plays on every variant with every step passing")
  func lateAnswerExampleRuns() async throws {
    // Given
    let blocks = try blocks()
    try #require(blocks.count == 4)
    let example = blocks[2]
    let path = try temporaryFile(example, named: "late.txt")

    // When
    let run = await ShowcaseRun(["--script", path, "--no-flows"], variants: Variant.all)

    // Then
    #expect(example.hasPrefix("# S6 and S7"))
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(run.lines.last == "\(Variant.all.count) variants agree on 18/18 steps")
  }
}
