import ShowcaseCore

/// A command's options, declared once as its help lists them, a string literal: the reader's
/// `valid:` list is `names`, the help's "Options:" block is `help`.
package struct CommandOptions: Sendable, ExpressibleByStringInterpolation {
  /// A line per option, `--name VALUE` then what it does from the 16th column, which goes on
  /// on lines that start with spaces. Without `-h, --help`, which every command takes.
  let lines: [Substring]

  package init(stringLiteral text: String) { lines = text.split(separator: "\n") }

  /// The first word of each line that starts with `--`: the reader's `valid:` list.
  package var names: [String] {
    lines.filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != " " }) }
  }

  /// The help's "Options:" block, `-h, --help` last.
  package var help: String {
    (["Options:"] + (lines + ["-h, --help     show this help"]).map { "  " + $0 })
      .joined(separator: "\n")
  }

  /// The lines of `--pattern P`, naming every variant, wrapped at 92 columns of the help.
  package static var pattern: String {
    let words = (choiceList(Variant.all.map(\.id)) + "; repeat to choose several (default: all)")
      .split(separator: " ")
    var lines = ["--pattern P   "]
    for word in words {
      if lines[lines.count - 1].count + 3 + word.count > 92 {
        lines.append(String(repeating: " ", count: 14))
      }
      lines[lines.count - 1] += " " + word
    }
    return lines.joined(separator: "\n")
  }

  /// The line of `--width N`.
  package static let width =
    "--width N      the output's width in columns (default: COLUMNS, the terminal's, or 100)"

  /// The lines of `--width N` where code is set side by side, and needs 40 columns.
  package static let codeWidth = """
    --width N      the output's width in columns, from \(ScreenWidth.codeColumnsMinimum) to \
    \(ScreenWidth.maximum)
                   (default: COLUMNS, the terminal's, or 100)
    """
}
