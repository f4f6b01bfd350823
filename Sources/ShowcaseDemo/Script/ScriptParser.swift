import DataFileReader
import Model
import ServiceDoubles
import ShowcaseSupport

/// Reads demo scripts: one command a line, `#` starts a comment, blank lines are skipped.
/// A mistake stops the reading with one line that says where, which word is wrong, and what
/// would have been right: `demo.txt:4: unknown command 'jump' (expected open, tap, …)`.
enum ScriptParser {
  /// What one line holds, once comments and blanks are set aside.
  enum Line: Sendable, Equatable {
    case command(Command)
    /// A `step "caption"` line: names the command that follows.
    case caption(String)
  }

  /// Reads a whole script; `file` names it in error messages.
  static func parse(_ text: String, file: String) throws(ScriptError) -> Script {
    var steps: [Script.Step] = []
    var caption: (text: String, line: Int)?
    // `\r\n` is one Character in Swift, so lines are split on any line break, not on "\n".
    for (index, source) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let number = index + 1
      let line: Line?
      do {
        line = try parseLine(String(source))
      } catch {
        throw ScriptError(file: file, line: number, problem: error.problem)
      }
      switch line {
      case .command(let command)?:
        steps.append(Script.Step(command: command, caption: caption?.text, line: number))
        caption = nil
      case .caption(let text)?:
        if let earlier = caption {
          throw ScriptError(file: file, line: earlier.line, problem: missingCommand(earlier.text))
        }
        caption = (text, number)
      case nil:
        continue
      }
    }
    if let caption {
      throw ScriptError(file: file, line: caption.line, problem: missingCommand(caption.text))
    }
    return Script(steps: steps)
  }

  /// Reads one line; `nil` for a blank line or a comment.
  static func parseLine(_ source: String) throws(LineError) -> Line? {
    var words = try tokens(of: source)[...]
    guard let first = words.popFirst() else { return nil }
    guard case .word(let name) = first else {
      throw LineError("expected a command first, found \(first.shown) (expected \(commandNames))")
    }
    let line: Line
    var said = name
    switch name {
    case "open":
      let screen = try word(&words, after: said, choices: ["greeting", "subjects"], what: "screen")
      line = .command(screen == "greeting" ? .openGreeting : .openSubjects)
      said += " " + screen
    case "tap":
      line = .command(.tap(try text(&words, after: said, what: "a button title")))
    case "select":
      line = .command(.select(try text(&words, after: said, what: "a row title")))
    case "back":
      line = .command(.back)
    case "release", "fail":
      let kinds = Command.Kind.allCases.map(\.rawValue) + ["all"]
      let kind = try word(&words, after: said, choices: kinds, what: "request")
      said += " " + kind
      let request = Command.Kind(rawValue: kind)
      var pick = Command.Pick.oldest
      if request != nil, case .word? = words.first {
        let written = try word(&words, after: said, choices: ["oldest", "newest"], what: "pick")
        pick = written == "newest" ? .newest : .oldest
        said += " " + written
      }
      var reason: String?
      if name == "fail", case .quoted(let text)? = words.first {
        words.removeFirst()
        reason = text
      }
      switch (name == "release", request) {
      case (true, let request?): line = .command(.release(request, pick))
      case (true, nil): line = .command(.releaseAll)
      case (false, let request?): line = .command(.fail(request, pick, reason: reason))
      case (false, nil): line = .command(.failAll(reason: reason))
      }
    case "late":
      let answers = try word(&words, after: said, choices: ["answers"], what: "word")
      said += " " + answers
      let setting = try word(&words, after: said, choices: ["on", "off"], what: "setting")
      line = .command(.lateAnswers(setting == "on"))
      said += " " + setting
    case "expect":
      line = .command(.expect(try text(&words, after: said, what: "the text to find")))
    case "step":
      line = .caption(try text(&words, after: said, what: "a caption"))
    default:
      throw LineError("unknown command '\(Echo.word(name))' (expected \(commandNames))")
    }
    if let extra = words.first {
      throw LineError("unexpected \(extra.shown) after '\(said)' (expected the end of the line)")
    }
    return line
  }

  /// The commands a line may start with, as messages list them.
  static let commandNames = choiceList([
    "open", "tap", "select", "back", "release", "fail", "late", "expect", "step",
  ])

  /// One wrong line, before it is placed in a file.
  struct LineError: Error, Equatable, CustomStringConvertible {
    var problem: String

    init(_ problem: String) {
      self.problem = problem
    }

    var description: String { problem }
  }

  private static func word(
    _ words: inout ArraySlice<Token>, after said: String, choices: [String], what: String
  ) throws(LineError) -> String {
    let expected = "(expected \(choiceList(choices)))"
    guard let token = words.popFirst() else {
      throw LineError("missing \(what) after '\(said)' \(expected)")
    }
    guard case .word(let word) = token, choices.contains(word) else {
      throw LineError("unknown \(what) \(token.shown) after '\(said)' \(expected)")
    }
    return word
  }

  private static func text(
    _ words: inout ArraySlice<Token>, after said: String, what: String
  ) throws(LineError) -> String {
    let expected = "(expected \(what) in double quotes)"
    guard let token = words.popFirst() else {
      throw LineError("missing text after '\(said)' \(expected)")
    }
    guard case .quoted(let text) = token else {
      throw LineError("unquoted \(token.shown) after '\(said)' \(expected)")
    }
    return text
  }

  private static func missingCommand(_ caption: String) -> String {
    "no command after step \(Echo.quoted(caption)) (expected \(commandNames))"
  }
}

/// A mistake in a script file, said as a compiler says it: `<file>:<line>: <problem>`, or
/// `<file>: <problem>` when the file cannot be read at all; the same form, and the same type,
/// as a mistake in a data file.
typealias ScriptError = DataFileError
