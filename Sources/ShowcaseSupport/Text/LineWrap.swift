import ViewKit

/// Breaks a line too wide for its room into pieces between tokens, never inside a name or an
/// operator unless one token is wider than the room. Code keeps its indent and marks each piece
/// after the first with `↪`; other text hangs its pieces under an indent.
package enum LineWrap {
  package static let continuation = "↪ "

  /// A line of code in pieces no wider than `width`; each piece after the first starts with
  /// the line's indent, then `↪ `.
  package static func code(_ line: String, width: Int) -> [String] {
    let indent = min(line.prefix { $0 == " " }.count, width / 2)
    return wrap(line, width: width, lead: String(repeating: " ", count: indent) + continuation)
  }

  /// A line in pieces no wider than `width`; each piece after the first starts with `hang`
  /// spaces (at most half the width), so that a list's entries stand out.
  package static func hanging(_ line: String, width: Int, hang: Int = 2) -> [String] {
    wrap(line, width: width, lead: String(repeating: " ", count: max(0, min(hang, width / 2))))
  }

  private static func wrap(_ line: String, width: Int, lead: String) -> [String] {
    guard TerminalWidth.columns(of: line) > width else { return [line] }
    let room = max(1, width - TerminalWidth.columns(of: lead))
    return pieces(line, first: width, rest: room).enumerated().map { $0 == 0 ? $1 : lead + $1 }
  }

  /// The pieces of `line`: the first fits in `first` columns, each other in `rest`. Spaces at
  /// a break are dropped.
  static func pieces(_ line: String, first: Int, rest: Int) -> [String] {
    var pieces: [String] = []
    var remaining = Substring(line)
    var room = first
    while TerminalWidth.columns(of: remaining) > room {
      let window = TerminalWidth.prefix(remaining, fitting: room)
      let cut =
        breakIndex(in: remaining, before: window.endIndex, room: room)
        ?? (window.isEmpty ? remaining.index(after: remaining.startIndex) : window.endIndex)
      var piece = remaining[..<cut]
      while piece.last == " " { piece = piece.dropLast() }
      pieces.append(String(piece))
      remaining = remaining[cut...].drop { $0 == " " }
      room = rest
    }
    if pieces.isEmpty || !remaining.isEmpty { pieces.append(String(remaining)) }
    return pieces
  }

  /// How good a break is: at a space best, then after an opening bracket or a separator or
  /// before a chained call's `.`, then anywhere else between two tokens.
  private enum Quality: Int, CaseIterable {
    case space
    case punctuation
    case other
  }

  /// Where `text` may break, at or before `limit`: the latest break of the best quality that
  /// leaves at least half the room filled; else the latest break of any quality; nil when the
  /// text up to `limit` is one token.
  private static func breakIndex(
    in text: Substring, before limit: Substring.Index, room: Int
  ) -> Substring.Index? {
    var latest: [Quality: (index: Substring.Index, columns: Int)] = [:]
    var columns = 0
    var hasText = false
    var previous: Character?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if let previous, hasText, let quality = quality(between: previous, and: character) {
        latest[quality] = (index, columns)
      }
      if index == limit { break }
      columns += TerminalWidth.columns(of: character)
      if character != " " { hasText = true }
      previous = character
      index = text.index(after: index)
    }
    for quality in Quality.allCases {
      if let found = latest[quality], found.columns * 2 >= room { return found.index }
    }
    return latest.values.max { $0.index < $1.index }?.index
  }

  /// Whether a line may break between two characters, and how well.
  private static func quality(between previous: Character, and next: Character) -> Quality? {
    if next == " " { return previous == " " ? nil : .space }
    if previous == " " { return nil }
    if isWord(previous), isWord(next) { return nil }
    if isOperator(previous), isOperator(next) { return nil }
    // `#expect`, `@Test`, `\.name`, `$0`, `.greeting`: the mark belongs to the word after it.
    if "#@\\$.".contains(previous) { return nil }
    // `view?.show`, `value!`: a postfix mark belongs to the word before it.
    if "?!".contains(next), isWord(previous) || ")]".contains(previous) { return nil }
    // `load()` / `.then()` breaks a chain of calls; `ServiceError.unreachable` is one name.
    if "([{,:;".contains(previous) || (next == "." && ")]".contains(previous)) {
      return .punctuation
    }
    return .other
  }

  /// A character of a name, or of a word in a string: `Couldn't` is not broken either.
  private static func isWord(_ character: Character) -> Bool {
    character == "_" || character == "'" || character.isLetter || character.isNumber
  }

  private static func isOperator(_ character: Character) -> Bool {
    "=-+*/%<>!&|^~?.".contains(character)
  }
}
