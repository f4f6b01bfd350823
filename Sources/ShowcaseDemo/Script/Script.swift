import DataFileReader
import Foundation
import Model
import ServiceDoubles

/// A demo script: what a person does to the feature and what the network answers, one command
/// a line (Docs/Scripts.md). The runner plays it on every variant and compares their screens.
package struct Script: Sendable, Equatable {
  /// One command of the script, the caption a `step` line gave it, and its line, from 1.
  package struct Step: Sendable, Equatable {
    var command: Command
    var caption: String?
    var line: Int
  }

  package var steps: [Step]

  static func load(file: String) throws(ScriptError) -> Script {
    try decode(try InputFile.read(file), file: file)
  }

  /// A byte that is not UTF-8 is a mistake on its line, like any other.
  static func decode(_ bytes: Data, file: String) throws(ScriptError) -> Script {
    var text = try utf8Text(bytes, file: file)
    // A byte order mark, which some editors write, is no part of the first command.
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let script = try ScriptParser.parse(text, file: file)
    // A script with nothing to play would end in a verdict about no steps: say so instead.
    guard !script.steps.isEmpty else {
      throw ScriptError(file: file, problem: "no command to play (only comments or blank lines)")
    }
    return script
  }

  /// The bytes as text, or the line (counted at every line break, as the parser counts) and
  /// value of the first byte that is not UTF-8.
  private static func utf8Text(_ bytes: Data, file: String) throws(ScriptError) -> String {
    if let text = String(data: bytes, encoding: .utf8) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      offset += scalar.count
    }
    guard offset < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
    let before = String(decoding: bytes.prefix(offset), as: UTF8.self)
    let line = before.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    let byte = String(bytes[bytes.startIndex + offset], radix: 16, uppercase: true)
    throw ScriptError(
      file: file, line: line, problem: "byte 0x\(byte) is not UTF-8 (save the script as UTF-8 text)"
    )
  }
}

/// What one line of a script asks for: a user action, an answer of the network, or a check.
enum Command: Sendable, Equatable, CustomStringConvertible {
  typealias Kind = ControllableService.Request.Kind
  typealias Pick = ControllableService.Pick

  case openGreeting, openSubjects, back, releaseAll
  case tap(String), select(String), expect(String)
  case release(Kind, Pick)
  /// A `nil` reason is "Network unreachable".
  case fail(Kind, Pick, reason: String?)
  case failAll(reason: String?)
  /// Whether a request whose task was cancelled stays pending, to be answered late, instead of
  /// being withdrawn: see `ControllableService`.
  case lateAnswers(Bool)

  /// The command as a script writes it, in its shortest form.
  var description: String {
    let reason = { (reason: String?) in reason.map { " " + Self.quoted($0) } ?? "" }
    let pick = { (pick: Pick) in pick == .oldest ? "" : " newest" }
    return switch self {
    case .openGreeting: "open greeting"
    case .openSubjects: "open subjects"
    case .tap(let title): "tap \(Self.quoted(title))"
    case .select(let title): "select \(Self.quoted(title))"
    case .back: "back"
    case .release(let kind, let which): "release \(kind.rawValue)\(pick(which))"
    case .fail(let kind, let which, let why): "fail \(kind.rawValue)\(pick(which))\(reason(why))"
    case .releaseAll: "release all"
    case .failAll(let why): "fail all\(reason(why))"
    case .lateAnswers(let isOn): "late answers \(isOn ? "on" : "off")"
    case .expect(let text): "expect \(Self.quoted(text))"
    }
  }

  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
