import ShowcaseCore

/// Reads a command's arguments one at a time: `--name value` or `--name=value`, flags, and the
/// words that are not options. Every mistake is a `UsageError` naming the command, the word
/// (as `Echo` shows it) and what was expected.
package struct ArgumentReader {
  package enum Word: Equatable {
    case option(String)
    case argument(String)
  }

  package var arguments: ArraySlice<String>
  package let variants: [Variant]
  /// The command as messages name it: `showcase`, `showcase play`, …
  package var command = "showcase"
  /// Whether `--help` or `-h` was given; reading stops there.
  package private(set) var asksForHelp = false
  private var option = ""
  private var inlineValue: String?
  private var valid: [String] = []

  package init(arguments: ArraySlice<String>, variants: [Variant]) {
    self.arguments = arguments
    self.variants = variants
  }

  /// The next option's name; `nil` at the end or at `--help`. A word that is not an option is
  /// a mistake, as is an option not in `valid`.
  package mutating func nextOption(valid: [String]) throws(UsageError) -> String? {
    switch try nextWord(valid: valid) {
    case .option(let name)?: return name
    case .argument(let word)?: throw unexpected(word, expected: choiceList(self.valid))
    case nil: return nil
    }
  }

  /// The next option or argument; `nil` at the end or at `--help`.
  package mutating func nextWord(valid: [String]) throws(UsageError) -> Word? {
    self.valid = valid + ["--help"]
    guard let argument = arguments.popFirst() else { return nil }
    guard argument.hasPrefix("-"), argument.count > 1 else { return .argument(argument) }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      option = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    } else {
      (option, inlineValue) = (argument, nil)
    }
    if option == "--help" || option == "-h" {
      asksForHelp = true
      return nil
    }
    guard self.valid.contains(option) else { throw unknown(option) }
    return .option(option)
  }

  package func unknown(_ option: String) -> UsageError {
    UsageError("\(command): unknown option '\(Echo.word(option))' (expected \(choiceList(valid)))")
  }

  package func unexpected(_ argument: String, expected: String) -> UsageError {
    UsageError("\(command): unexpected argument '\(Echo.word(argument))' (expected \(expected))")
  }

  /// Checks that the option just read, a flag, was given no value.
  package func flag() throws(UsageError) {
    if let inlineValue {
      throw UsageError(
        "\(command): unexpected value '\(Echo.word(inlineValue))' for '\(option)' (expected none)")
    }
  }

  /// The option's value: after `=`, else the next word. An empty value is a missing one: no
  /// option takes one, and a file named "" would be read as the current directory.
  package mutating func value(expected: String) throws(UsageError) -> String {
    let missing = UsageError("\(command): missing value for '\(option)' (expected \(expected))")
    if let inlineValue {
      guard !inlineValue.isEmpty else { throw missing }
      return inlineValue
    }
    guard let value = arguments.first, !value.isEmpty, !value.hasPrefix("--") else {
      throw missing
    }
    arguments.removeFirst()
    return value
  }

  /// Reads a `--pattern` value into `patterns`. The same variant twice is most likely a slip
  /// for another one, so it is a mistake.
  package mutating func pattern(adding patterns: inout [String]) throws(UsageError) {
    let ids = variants.map(\.id)
    let name = try value(expected: choiceList(ids))
    guard let id = ids.first(where: { $0 == name.lowercased() }) else {
      throw UsageError(
        "\(command): unknown pattern '\(Echo.word(name))' (expected \(choiceList(ids)))")
    }
    guard !patterns.contains(id) else {
      throw UsageError("\(command): pattern '\(id)' given twice (expected each pattern once)")
    }
    patterns.append(id)
  }

  package mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _: Choice.Type, what: String
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    let names = Choice.allCases.map(\.rawValue)
    let name = try value(expected: choiceList(names))
    guard let choice = Choice(rawValue: name) else {
      throw UsageError(
        "\(command): unknown \(what) '\(Echo.word(name))' (expected \(choiceList(names)))")
    }
    return choice
  }

  package mutating func width(minimum: Int = ScreenWidth.minimum) throws(UsageError) -> Int {
    let range = minimum...ScreenWidth.maximum
    let expected = "a whole number of columns from \(range.lowerBound) to \(range.upperBound)"
    let text = try value(expected: expected)
    guard let width = Int(text), range.contains(width) else {
      throw UsageError(
        "\(command): invalid width '\(Echo.word(text))' for '--width' (expected \(expected))")
    }
    return width
  }

  /// Reads `--write` or `--check`, a flag; giving both is a mistake.
  package mutating func regionAction(_ option: String, into action: inout RegionAction?)
    throws(UsageError)
  {
    try flag()
    let chosen: RegionAction = option == "--write" ? .write : .check
    if let action, action != chosen {
      throw UsageError("\(command): choose one of --write and --check")
    }
    action = chosen
  }
}

/// A command line that cannot be run, said in one line: exit status 64.
package struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}

/// How a command's figures are written: for a terminal, for tools, or for the docs.
package enum OutputFormat: String, Sendable, Equatable, CaseIterable {
  case text, json, markdown
}

/// What a command that keeps a record does with the docs' marked regions.
package enum RegionAction: Sendable, Equatable {
  case write, check
}

/// A command's options, declared once as its help lists them: the reader's `valid:` list is
/// `names`, the help's "Options:" block is `help`.
package struct CommandOptions: Sendable, ExpressibleByStringInterpolation {
  /// A line per option, `--name VALUE` then what it does from the 16th column; without
  /// `-h, --help`, which every command takes.
  let lines: [Substring]

  package init(stringLiteral text: String) { lines = text.split(separator: "\n") }

  package var names: [String] {
    lines.filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != " " }) }
  }

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

  package static let width =
    "--width N      the output's width in columns (default: COLUMNS, the terminal's, or 100)"

  /// `--width N` where code is set side by side, which needs 40 columns.
  package static let codeWidth = """
    --width N      the output's width in columns, from \(ScreenWidth.codeColumnsMinimum) to \
    \(ScreenWidth.maximum)
                   (default: COLUMNS, the terminal's, or 100)
    """
}
