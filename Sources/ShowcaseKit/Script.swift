import Foundation
import Model
import ServiceDoubles

/// A demo script: what a person does to the feature and what the network answers, one command
/// a line. The runner plays the same script on every variant and compares their screens after
/// each step. The syntax is described in Docs/Scripts.md; `ScriptParser` reads it.
public struct Script: Sendable, Equatable {
  /// One command of the script, where it was written, and the caption a `step` line gave it.
  public struct Step: Sendable, Equatable {
    public var command: Command
    public var caption: String?
    /// The line of the script the command is on, from 1.
    public var line: Int

    public init(command: Command, caption: String? = nil, line: Int) {
      self.command = command
      self.caption = caption
      self.line = line
    }
  }

  public var steps: [Step]

  public init(steps: [Step]) {
    self.steps = steps
  }
}

/// What one line of a script asks for: a user action, an answer of the network, or a check.
public enum Command: Sendable, Equatable, CustomStringConvertible {
  public typealias Kind = ControllableService.Request.Kind
  public typealias Pick = ControllableService.Pick

  /// Pushes the greeting for the data's person.
  case openGreeting
  /// Pushes the subject list, which starts loading.
  case openSubjects
  /// Taps the visible button with this title.
  case tap(String)
  /// Selects the visible row with this title.
  case select(String)
  /// Taps the back button.
  case back
  /// Answers one pending request of a kind.
  case release(Kind, Pick)
  /// Fails one pending request of a kind, with a reason (the default: "Network unreachable").
  case fail(Kind, Pick, reason: String?)
  /// Answers everything pending, and what those answers lead to ask, until nothing is pending.
  case releaseAll
  /// Fails everything pending.
  case failAll(reason: String?)
  /// Checks that the screen on top shows this text.
  case expect(String)

  /// The command as a script writes it, in its shortest form.
  public var description: String {
    switch self {
    case .openGreeting: "open greeting"
    case .openSubjects: "open subjects"
    case .tap(let title): "tap \(Self.quoted(title))"
    case .select(let title): "select \(Self.quoted(title))"
    case .back: "back"
    case .release(let kind, let pick): "release \(kind.rawValue)\(Self.written(pick))"
    case .fail(let kind, let pick, let reason):
      "fail \(kind.rawValue)\(Self.written(pick))\(reason.map { " " + Self.quoted($0) } ?? "")"
    case .releaseAll: "release all"
    case .failAll(let reason): "fail all\(reason.map { " " + Self.quoted($0) } ?? "")"
    case .expect(let text): "expect \(Self.quoted(text))"
    }
  }

  /// Text in double quotes, with the two characters that need it escaped.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }

  private static func written(_ pick: Pick) -> String {
    pick == .oldest ? "" : " newest"
  }
}

extension Script {
  /// The script `showcase` plays when given none: every screen and state of the feature, each
  /// command one step. Also printed in Docs/Scripts.md.
  public static let builtInText = """
    # The built-in session: every screen of the feature, and how each loads, fails and switches.

    step "The greeting, before the tap"
    open greeting
    step "The greeting, after the tap"
    tap "Show greeting"
    back

    step "Subjects while the three requests are pending"
    open subjects
    step "Subjects once person, catalogue and records answered"
    release all
    back

    step "A failed request shows the reason and Retry"
    open subjects
    fail records
    step "Retry loads again"
    tap "Retry"
    release all

    step "A subject opens its practice screen"
    select "Math"
    step "Back on Subjects, which reloads keeping its rows"
    back
    release all

    step "All subjects, with checkmarks"
    select "More"
    step "Switching waits for the service, then flips the checkmark"
    select "Physics"
    release switch
    step "Back on Subjects, which shows the new open list once loaded"
    back
    release all
    """

  /// The built-in session, parsed.
  public static var builtIn: Script {
    // The text above is fixed and covered by a test; should it ever not parse, nothing plays.
    (try? ScriptParser.parse(builtInText, file: "built-in")) ?? Script(steps: [])
  }
}
