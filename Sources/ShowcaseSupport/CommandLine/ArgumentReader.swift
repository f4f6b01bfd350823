import ShowcaseCore

/// Reads a command's arguments one at a time, for `Options`: options written `--name value` or
/// `--name=value`, flags, and the words a command takes that are not options. Every mistake is
/// a `UsageError` that names the command, the word and what was expected; a word the user
/// wrote is shown as `Echo` shows it, escaped and cut, so that the message stays one line.
package struct ArgumentReader {
  /// One word of the command line, once read.
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

  /// The next option or argument; `nil` at the end or at `--help`. An option not in `valid` is
  /// a mistake.
  package mutating func nextWord(valid: [String]) throws(UsageError) -> Word? {
    self.valid = valid + ["--help"]
    guard let argument = arguments.popFirst() else { return nil }
    guard argument.hasPrefix("-"), argument.count > 1 else { return .argument(argument) }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      option = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    } else {
      option = argument
      inlineValue = nil
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

  /// The option's value: the rest of the word after `=`, else the next word. An empty value,
  /// as `--data ''` or `--data=`, is a missing one: no option takes an empty word, and a file
  /// named "" would be read as the current directory.
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

  /// Reads a `--pattern` value and adds its variant to `patterns`. The same variant twice is a
  /// mistake: it is most likely a slip for another one, and showing it once would show fewer
  /// variants than the command line names.
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
}
