import DataFileReader
import ShowcaseSupport

/// The words of a script line: bare words and quoted texts, as the parser reads them before it
/// knows what they mean.
extension ScriptParser {
  enum Token: Equatable {
    case word(String)
    case quoted(String)

    /// The token as a message shows it: escaped and cut as `Echo` shows a word.
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
        var closed = false
        while let next = characters.popFirst() {
          if next == "\"" {
            closed = true
            break
          }
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
        guard closed else {
          throw LineError("unclosed quote: \"\(Echo.word(text)) (expected a closing \")")
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
