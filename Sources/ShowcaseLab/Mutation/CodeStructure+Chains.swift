/// Postfix chains, the expressions most mutants hang on: `view?.show(rows: rows)`,
/// `curriculum.openSubjects.isEmpty`, `withObservationTracking { … } onChange: { … }`.
extension CodeStructure {
  /// Words that start a declaration or a control statement, never a call. (`open` is also a
  /// method's name, and `open class` is no chain anyway.)
  static let keywords: Set = [
    "let", "var", "if", "guard", "else", "return", "for", "while", "switch", "case", "default",
    "do", "catch", "repeat", "defer", "throw", "break", "continue", "fallthrough", "func", "init",
    "deinit", "class", "struct", "enum", "protocol", "extension", "actor", "import", "typealias",
    "static", "private", "fileprivate", "internal", "public", "final", "override",
    "mutating", "lazy", "weak", "unowned", "nonisolated", "required", "convenience", "in",
    "try", "await", "some", "any", "is", "as", "nil", "true", "false",
  ]

  /// The last token of the postfix chain from `start` (a name, then members, calls, subscripts,
  /// `?`, `!` and trailing closures), and whether it calls anything.
  func chain(from start: Int) -> (end: Int, calls: Bool)? {
    let first = code[start]
    guard first.kind == .word, !first.text.hasPrefix("@"), !first.text.hasPrefix("#"),
      !Self.keywords.contains(first.text)
    else { return nil }
    var end = start
    var calls = false
    while end + 1 < code.tokens.count {
      let next = end + 1
      let token = code[next]
      let attached = !code.hasSpaceBefore(next)
      if token.is(.punctuation, "."), next + 1 < code.tokens.count, code[next + 1].kind == .word {
        end = next + 1
      } else if token.is(.operator, "?", "!"), attached {
        end = next
      } else if token.is(.punctuation, "(", "["), attached, let close = partner[next] {
        calls = calls || token.text == "("
        end = close
      } else if token.text == "{", token.line == code[end].line, kinds[next] == .closure,
        let close = partner[next]
      {
        calls = true
        end = close
      } else if code[end].text == "}", token.kind == .word, token.line == code[end].line,
        next + 2 < code.tokens.count, code[next + 1].text == ":", code[next + 2].text == "{",
        let close = partner[next + 2]
      {
        // A labelled trailing closure: `} onChange: { … }`.
        end = close
      } else {
        break
      }
    }
    return (end, calls)
  }

  /// Whether the statement that started before `index` ends with it.
  func endsStatement(_ index: Int) -> Bool {
    let next = index + 1
    guard next < code.tokens.count else { return true }
    let token = code[next]
    if token.is(.punctuation, "}", ";") { return true }
    return isBoundary(index, next)
  }

  /// The first token of the chain whose last token is `last`: `a` in `a.b(c)?` of
  /// `a.b(c)?.isEmpty`.
  func chainStart(endingAt last: Int) -> Int {
    var index = last
    while index > 0 {
      let token = code[index]
      if token.is(.punctuation, ")", "]", "}"), let open = partner[index] {
        let callee = open - 1
        let continues =
          callee >= 0 && (token.text == "}" || !code.hasSpaceBefore(open))
          && (code[callee].kind == .word || [")", "]", "?", "!"].contains(code[callee].text))
          && !Self.keywords.contains(code[callee].text)
        guard continues else { return open }
        index = callee
      } else if token.is(.operator, "?", "!") {
        index -= 1
      } else if index >= 2, code[index - 1].kind == .punctuation, code[index - 1].text == "." {
        let before = code[index - 2]
        let joins = before.kind == .word || [")", "]", "}", "?", "!"].contains(before.text)
        // A leading dot is an implicit member (`.whitespaces`): the chain starts at it.
        guard joins else { return index - 1 }
        index -= 2
      } else {
        return index
      }
    }
    return index
  }
}
