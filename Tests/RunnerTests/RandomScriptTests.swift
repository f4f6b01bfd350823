import DataFileReader
import Foundation
import TestSupport
import Testing

@testable import ShowcaseDemo

/// Thousands of scripts made by mutating valid ones (see `Mutator` for the kinds of damage, and
/// for running with another seed): each one parses, or is refused with one line that names the
/// file, the line where there is one, and the problem. A crash would stop the whole run.
@Suite("Random scripts")
struct RandomScriptTests {
  @Test("every random script parses or is refused in one line naming the file and the line")
  func everyRandomScriptParsesOrIsRefusedInOneLine() {
    // When
    let tally = Mutator.tally(
      count: Mutator.count(standard: 200), from: Self.validScripts, Self.vocabulary,
      read: { bytes throws(ScriptError) in _ = try Script.decode(Data(bytes), file: "random.txt") },
      problem: Self.problem)

    // Then: the inputs reach both ends.
    #expect(tally.read > 0)
    #expect(tally.refused > 0)
  }

  /// What is wrong with the error a script was refused with, if anything.
  private static func problem(with error: ScriptError, of bytes: [UInt8]) -> String? {
    guard error.file == "random.txt" else { return "names the file \(error.file)" }
    guard !error.problem.isEmpty else { return "says no problem" }
    if let line = error.line {
      // At most one line more than the line breaks: LF, VT, FF, CR, and the last byte of NEL,
      // LS and PS.
      let breaks = bytes.filter { (0x0A...0x0D).contains($0) || [0x85, 0xA8, 0xA9].contains($0) }
      let lines = breaks.count + 1
      guard (1...lines).contains(line) else { return "names line \(line) of at most \(lines)" }
      guard error.description.hasPrefix("random.txt:\(line): ") else {
        return "does not start with the file and the line"
      }
    } else if !error.problem.hasPrefix("no command to play") {
      // Only a script with nothing to play is wrong as a whole; every other mistake has a line.
      return "names no line"
    }
    return OneLineMessage.problem(with: error.description)
  }

  /// The words of the script language, and characters it must cope with.
  private static let vocabulary = Mutator.Vocabulary(
    words: [
      "open", "greeting", "subjects", "tap", "select", "back", "release", "fail", "all",
      "person", "records", "switch", "oldest", "newest", "expect", "step", "\"", "\\", "\\\"",
      "\\\\", "#", "\"Show greeting\"", "\"Math\"", "\"More\"", "\"Retry\"", "\"\"", "\n", "\r\n",
      "\r", "\t", "\u{0B}", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{1B}[31m", "\u{202E}", "é",
      "quit", "help", "late", "answers", "on", "off",
    ])

  /// The scripts the random ones are made from: the built-in session, the example of
  /// Docs/Scripts.md, and a short one with CRLF lines, escapes, comments and late answers.
  private static let validScripts = [
    Script.builtInText,
    """
    # A3: a failed switch keeps the status and shows the error.
    open subjects
    release all
    step "All subjects, with checkmarks"
    select "More"
    step "Switching Physics fails"
    select "Physics"
    fail switch "Server busy"
    expect "Couldn't switch Physics: Server busy"
    """,
    "open greeting # first\r\ntap \"Show greeting\"\r\n\r\nexpect \"Say \\\"hi\\\" \\\\ é\"\r\n"
      + "fail person newest \"Offline\"\r\nrelease records oldest\r\nback\r\n"
      + "late answers on # cancelled requests wait\r\nlate answers off\r\n",
  ]
}
