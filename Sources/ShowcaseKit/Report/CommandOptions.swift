/// The few command-line options the report commands take: flags, options with a value
/// (`--format json` or `--format=json`) and positional arguments.
struct CommandOptions {
  /// The exit status for a command-line mistake (BSD's EX_USAGE).
  static let usageError: Int32 = 64

  var flags: Set<String> = []
  var values: [String: [String]] = [:]
  var positional: [String] = []

  /// Parses `arguments`; an unknown option or a missing value throws one line naming it and
  /// the valid choices.
  init(_ arguments: [String], flags known: [String], valued: [String]) throws {
    var index = 0
    let valid = choiceList((known + valued).sorted())
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        positional.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if known.contains(name), inlineValue == nil {
        flags.insert(name)
      } else if valued.contains(name) {
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
          throw ReportError("missing value for '\(name)'")
        }
        if inlineValue == nil { index += 1 }
        values[name, default: []].append(value)
      } else {
        throw ReportError("unknown option '\(argument)' (expected \(valid))")
      }
    }
  }

  /// The last value given for `name`, checked against `choices`.
  func choice(_ name: String, from choices: [String], default fallback: String) throws -> String {
    guard let value = values[name]?.last else { return fallback }
    guard choices.contains(value) else {
      throw ReportError(
        "unknown \(name.drop { $0 == "-" }) '\(value)' (expected \(choiceList(choices)))")
    }
    return value
  }
}
