import Foundation

/// Short forms of a failing expectation, for lines that must fit a width.
extension TestFailures {
  /// `text` in at most `width` characters: cut, with `…` at the end, when it is longer.
  package static func cut(_ text: String, to width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(width - 1, 0))) + "…"
  }

  /// An expectation in at most `width` characters. When it is longer, each value Swift Testing
  /// shows after an expression (`(x → value)`) becomes `…`, then the text is cut.
  package static func shortExpectation(_ text: String, width: Int) -> String {
    let plain = plainExpectation(text)
    guard plain.count > width else { return plain }
    return cut(withoutValues(plain), to: width)
  }

  /// Without Swift Testing's `Expectation failed: `, which every line would repeat.
  package static func plainExpectation(_ text: String) -> String {
    let prefix = "Expectation failed: "
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }

  /// `(x → [1, 2]) == ([3] → [3])` gives `(x → …) == ([3] → …)`: each value, up to the bracket
  /// that closes its expression, is left out.
  static func withoutValues(_ text: String) -> String {
    let arrow = " → "
    var result = ""
    var rest = Substring(text)
    while let found = rest.range(of: arrow) {
      result += rest[..<found.upperBound] + "…"
      rest = rest[closingBracket(in: rest[found.upperBound...])...]
    }
    return result + rest
  }

  /// The bracket that closes the group `text` starts in, outside string literals; else the end.
  static func closingBracket(in text: Substring) -> Substring.Index {
    var depth = 0
    var quoted = false
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
      } else if character == "\"" {
        quoted = true
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) {
        if depth == 0 { return index }
        depth -= 1
      }
      index = text.index(after: index)
    }
    return text.endIndex
  }

  /// Two values that differ, each in at most `width` characters, from the word a little before
  /// where they part, so that what differs shows (`…Network unreachable. Try again…`).
  package static func differingParts(_ left: String, _ right: String, width: Int) -> (
    String, String
  ) {
    let common = zip(left, right).prefix { $0 == $1 }.count
    // Up to 20 characters before where they part, from the start of a word.
    let context = left.prefix(common).suffix(20)
    let word = context.firstIndex(of: " ").map { context[context.index(after: $0)...] } ?? context
    func part(_ value: String) -> String {
      guard value.count > width else { return value }
      let start = max(0, min(common - word.count, value.count - width + 1))
      let shown = start > 0 ? "…" + String(value.dropFirst(start)) : value
      return cut(shown, to: width)
    }
    return (part(left), part(right))
  }

  /// `inserted [A], removed [B]` in at most `width` characters, each side from where the two
  /// part; any other difference is cut.
  package static func shortDifference(_ text: String, width: Int) -> String {
    guard text.count > width, text.hasPrefix("inserted "),
      let removed = text.range(of: ", removed ")
    else { return cut(text, to: width) }
    // Each side is a list, `[…]`: its brackets stay, around the part shown.
    func items(_ side: Substring) -> String {
      side.hasPrefix("[") && side.hasSuffix("]")
        ? String(side.dropFirst().dropLast()) : String(side)
    }
    let inserted = items(text[text.index(text.startIndex, offsetBy: 9)..<removed.lowerBound])
    let other = items(text[removed.upperBound...])
    let room = (width - "inserted [], removed []".count) / 2
    let (left, right) = differingParts(inserted, other, width: room)
    return "inserted [\(left)], removed [\(right)]"
  }

  /// `(a → A) == (b → B)`: A and B, when the expectation compares two values it shows.
  package static func comparedValues(in text: String) -> (String, String)? {
    let plain = Substring(plainExpectation(text))
    guard let left = valueGroup(at: plain) else { return nil }
    let rest = plain[left.end...]
    guard rest.hasPrefix(" == (") || rest.hasPrefix(" != ("),
      let right = valueGroup(at: rest.dropFirst(4)), right.end == rest.endIndex
    else { return nil }
    return (left.value, right.value)
  }

  /// `(expression → value)` at the start of `text`: its value, and where the group ends.
  static func valueGroup(at text: Substring) -> (value: String, end: Substring.Index)? {
    guard text.first == "(" else { return nil }
    let inner = text.dropFirst()
    let close = closingBracket(in: inner)
    guard close < inner.endIndex, let arrow = inner[..<close].range(of: " → ") else {
      return nil
    }
    return (String(inner[arrow.upperBound..<close]), inner.index(after: close))
  }
}
