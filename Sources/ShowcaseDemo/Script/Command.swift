import Foundation
import Model
import ServiceDoubles

/// What one line of a script asks for: a user action, an answer of the network, or a check.
enum Command: Sendable, Equatable, CustomStringConvertible {
  typealias Kind = ControllableService.Request.Kind
  typealias Pick = ControllableService.Pick

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
  /// Whether the network answers a request whose task was cancelled (a newer load started, or
  /// the screen left) late, instead of withdrawing it: see `ControllableService`.
  case lateAnswers(Bool)
  /// Checks that the screen on top shows this text.
  case expect(String)

  /// The command as a script writes it, in its shortest form.
  var description: String {
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
    case .lateAnswers(let isOn): "late answers \(isOn ? "on" : "off")"
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
