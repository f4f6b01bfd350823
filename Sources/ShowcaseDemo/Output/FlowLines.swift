import Tracing
import ViewKit

/// The messages one command caused in one variant, written compactly for its column under its
/// screen: the messages in a row between the same two roles share one heading, and an answer's
/// arrow is dashed.
///
///     ViewController → Presenter:
///       retryTapped()
///     Presenter → Service:
///       currentPerson()
///       allSubjects()
///     Service ⇢ Presenter:
///       person
enum FlowLines {
  /// The arrows of a call, and of an answer or an observed change.
  static let call = "→"
  static let reply = "⇢"
  static let none = "(no messages)"

  static func lines(_ hops: [Hop], width: Int) -> [String] {
    guard !hops.isEmpty else { return [none] }
    var lines: [String] = []
    for (index, hop) in hops.enumerated() {
      if index == 0 || heading(hops[index - 1]) != heading(hop) {
        lines += TerminalWidth.wrapped(heading(hop), to: width)
      }
      lines += indented(hop.shownMessage, by: 2, width: width)
    }
    return lines
  }

  /// `Presenter → Service:`.
  static func heading(_ hop: Hop) -> String {
    "\(hop.from) \(hop.isReply ? reply : call) \(hop.to):"
  }

  /// In pieces that fit `width`, the pieces after the first indented twice as far.
  private static func indented(_ text: String, by indent: Int, width: Int) -> [String] {
    var pieces: [String] = []
    var rest = Substring(text)
    var room = max(1, width - indent)
    while TerminalWidth.columns(of: rest) > room {
      let window = TerminalWidth.prefix(rest, fitting: room)
      let cut =
        breakIndex(in: window)
        ?? (window.isEmpty ? rest.index(after: rest.startIndex) : window.endIndex)
      pieces.append(String(rest[..<cut]))
      rest = rest[cut...].drop { $0 == " " }
      room = max(1, width - indent * 2)
    }
    pieces.append(String(rest))
    return pieces.enumerated().map { index, piece in
      String(repeating: " ", count: index == 0 ? indent : indent * 2) + piece
    }
  }

  /// Where a piece of `window` can end: before its last space, or after an opening parenthesis
  /// that follows a name, so `viewDidDisappear(isLeaving:)` breaks as `viewDidDisappear(` and
  /// `isLeaving:)`; nil when neither is past the first character.
  private static func breakIndex(in window: Substring) -> Substring.Index? {
    var found: Substring.Index?
    var previous: Character?
    for index in window.indices.dropFirst() {
      if window[index] == " " {
        found = index
      } else if window[index] == "(", previous != " " {
        found = window.index(after: index)
      }
      previous = window[index]
    }
    return found
  }
}
