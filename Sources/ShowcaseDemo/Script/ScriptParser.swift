import DataFileReader
import Model
import ServiceDoubles
import ShowcaseSupport

/// Reads demo scripts. A mistake stops the reading with one line that says where, which word is
/// wrong, and what would be right: `demo.txt:4: unknown command 'jump' (expected open, tap, …)`.
enum ScriptParser {
  /// What one line holds, once comments and blanks are set aside: a command, or a
  /// `step "caption"` naming the command that follows.
  enum Line: Sendable, Equatable {
    case command(Command)
    case caption(String)
  }

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
      case nil: continue
      }
    }
    if let caption {
      throw ScriptError(file: file, line: caption.line, problem: missingCommand(caption.text))
    }
    return Script(steps: steps)
  }

  /// `nil` for a blank line or a comment.
  static func parseLine(_ source: String) throws(LineError) -> Line? {
    var words = try tokens(of: source)[...]
    guard let first = words.popFirst() else { return nil }
    guard case .word(let name) = first else {
      throw LineError("expected a command first, found \(first.shown) (expected \(commandNames))")
    }
    var said = name
    func word(_ choices: [String], _ what: String) throws(LineError) -> String {
      let expected = "(expected \(choiceList(choices)))"
      guard let token = words.popFirst() else {
        throw LineError("missing \(what) after '\(said)' \(expected)")
      }
      guard case .word(let word) = token, choices.contains(word) else {
        throw LineError("unknown \(what) \(token.shown) after '\(said)' \(expected)")
      }
      said += " " + word
      return word
    }
    func text(_ what: String) throws(LineError) -> String {
      let expected = "(expected \(what) in double quotes)"
      guard let token = words.popFirst() else {
        throw LineError("missing text after '\(said)' \(expected)")
      }
      guard case .quoted(let text) = token else {
        throw LineError("unquoted \(token.shown) after '\(said)' \(expected)")
      }
      return text
    }
    let line: Line
    switch name {
    case "open":
      line = .command(
        try word(["greeting", "subjects"], "screen") == "greeting" ? .openGreeting : .openSubjects)
    case "tap": line = .command(.tap(try text("a button title")))
    case "select": line = .command(.select(try text("a row title")))
    case "back": line = .command(.back)
    case "release", "fail":
      let request = Command.Kind(
        rawValue: try word(Command.Kind.allCases.map(\.rawValue) + ["all"], "request"))
      var pick = Command.Pick.oldest
      if request != nil, case .word? = words.first {
        pick = try word(["oldest", "newest"], "pick") == "newest" ? .newest : .oldest
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
      _ = try word(["answers"], "word")
      line = .command(.lateAnswers(try word(["on", "off"], "setting") == "on"))
    case "expect": line = .command(.expect(try text("the text to find")))
    case "step": line = .caption(try text("a caption"))
    default:
      throw LineError("unknown command '\(Echo.word(name))' (expected \(commandNames))")
    }
    if let extra = words.first {
      throw LineError("unexpected \(extra.shown) after '\(said)' (expected the end of the line)")
    }
    return line
  }

  static let commandNames = choiceList([
    "open", "tap", "select", "back", "release", "fail", "late", "expect", "step",
  ])

  /// One wrong line, before it is placed in a file.
  struct LineError: Error, Equatable, CustomStringConvertible {
    var problem: String

    init(_ problem: String) { self.problem = problem }

    var description: String { problem }
  }

  private static func missingCommand(_ caption: String) -> String {
    "no command after step \(Echo.quoted(caption)) (expected \(commandNames))"
  }

  /// A word of a line, bare or quoted, before the parser knows what it means.
  enum Token: Equatable {
    case word(String)
    case quoted(String)

    /// Escaped and cut as `Echo` shows a word.
    var shown: String {
      switch self {
      case .word(let word): "'\(Echo.word(word))'"
      case .quoted(let text): Echo.quoted(text)
      }
    }
  }

  /// Splits a line into bare words and quoted texts, up to a `#` outside quotes.
  static func tokens(of line: String) throws(LineError) -> [Token] {
    var tokens: [Token] = []
    var characters = line[...]
    while let character = characters.first {
      if character.isWhitespace {
        characters.removeFirst()
      } else if character == "#" {
        break
      } else if character == "\"" {
        characters.removeFirst()
        var text = ""
        while true {
          guard let next = characters.popFirst() else {
            throw LineError("unclosed quote: \"\(Echo.word(text)) (expected a closing \")")
          }
          if next == "\"" { break }
          if next == "\\", let escaped = characters.popFirst() {
            // Only a quote and a backslash are escaped; anything else is a mistake to name.
            guard escaped == "\"" || escaped == "\\" else {
              throw LineError(
                "unknown escape '\\\(Echo.word(String(escaped)))' (expected \\\" or \\\\)")
            }
            text.append(escaped)
          } else {
            text.append(next)
          }
        }
        tokens.append(.quoted(text))
      } else {
        let word = characters.prefix { !$0.isWhitespace && $0 != "\"" && $0 != "#" }
        characters.removeFirst(word.count)
        tokens.append(.word(String(word)))
      }
    }
    return tokens
  }
}

/// A mistake in a script file, said as a compiler says it: `<file>:<line>: <problem>`, or
/// `<file>: <problem>` when the file cannot be read; the same type as a data file's.
typealias ScriptError = DataFileError
