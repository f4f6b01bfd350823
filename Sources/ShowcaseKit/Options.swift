/// What a `showcase` command line asks for, read by `Options.parse(_:variants:)`.
public enum Invocation: Sendable, Equatable {
  case help(HelpTopic)
  /// No command: play a script on the variants side by side.
  case compare(CompareOptions)
  case play(PlayOptions)
  case bench(BenchOptions)
  case benchRule
  case benchDataFile
  case trace(TraceOptions)
}

/// The commands that have a `--help`.
public enum HelpTopic: String, Sendable, Equatable, CaseIterable {
  case showcase
  case play
  case bench
  case benchRule = "bench rule"
  case benchDataFile = "bench datafile"
  case trace
}

/// How the side-by-side report is written.
public enum OutputFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case json
  case markdown
}

public struct CompareOptions: Sendable, Equatable {
  /// Variant ids, in the order given; empty means every variant.
  public var patterns: [String] = []
  public var dataFile: String?
  public var scriptFile: String?
  public var format: OutputFormat = .text
  public var width: Int?

  public init() {}
}

public struct PlayOptions: Sendable, Equatable {
  public var patterns: [String] = []
  public var dataFile: String?
  public var width: Int?

  public init() {}
}

public struct BenchOptions: Sendable, Equatable {
  public var patterns: [String] = []
  /// How many subjects the lists hold, one measurement each.
  public var sizes: [Int] = Bench.defaultSizes

  public init() {}
}

public struct TraceOptions: Sendable, Equatable {
  public var patterns: [String] = []
  /// A scenario ID of Docs/FeatureSpec.md that `TraceScenario.all` has.
  public var scenario = TraceScenario.standardID
  public var format: TraceFormat = .text

  public init() {}
}

/// How a trace is written.
public enum TraceFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case mermaid
}

/// A command line that cannot be run, said in one line: exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// Reads the command line: `showcase [play | bench [rule | datafile] | help [command]] [options]`.
/// Options may be written `--name value` or `--name=value`; an option given twice keeps the last
/// value, except `--pattern`, which adds a variant each time.
public enum Options {
  public static func parse(_ arguments: [String], variants: [Variant]) throws(UsageError)
    -> Invocation
  {
    var reader = Reader(arguments: arguments[...], variants: variants)
    guard let first = reader.arguments.first, !first.hasPrefix("-") else {
      return try compare(&reader)
    }
    reader.arguments.removeFirst()
    switch first {
    case "play":
      reader.command = "showcase play"
      return try play(&reader)
    case "bench":
      reader.command = "showcase bench"
      let parts: [String: (HelpTopic, Invocation)] = [
        "rule": (.benchRule, .benchRule), "datafile": (.benchDataFile, .benchDataFile),
      ]
      if let part = reader.arguments.first, let (topic, invocation) = parts[part] {
        reader.arguments.removeFirst()
        reader.command = "showcase bench \(part)"
        while let option = try reader.nextOption(valid: ["--help"]) {
          guard option == "--help" || option == "-h" else { throw reader.unknown(option) }
          return .help(topic)
        }
        return invocation
      }
      return try bench(&reader)
    case "trace":
      reader.command = "showcase trace"
      return try trace(&reader)
    case "help":
      reader.command = "showcase help"
      guard let topic = reader.arguments.popFirst() else { return .help(.showcase) }
      let words = ([topic] + reader.arguments).joined(separator: " ")
      guard let known = HelpTopic(rawValue: words), known != .showcase else {
        let topics = HelpTopic.allCases.dropFirst().map(\.rawValue)
        throw UsageError(
          "showcase help: unknown command '\(words)' (expected \(choiceList(topics)))")
      }
      return .help(known)
    default:
      throw UsageError("showcase: unknown command '\(first)' (expected \(choiceList(commands)))")
    }
  }

  /// The commands `showcase` knows, as messages list them.
  static let commands = [
    "play", "bench", "bench rule", "bench datafile", "trace", "report", "compare-tests", "help",
  ]

  private static func compare(_ reader: inout Reader) throws(UsageError) -> Invocation {
    var options = CompareOptions()
    let valid = ["--pattern", "--data", "--script", "--format", "--width", "--help"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": options.patterns.append(try reader.pattern())
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--script": options.scriptFile = try reader.value(expected: "a script file")
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--width": options.width = try reader.width()
      case "--help", "-h": return .help(.showcase)
      default: throw reader.unknown(option)
      }
    }
    return .compare(options)
  }

  private static func play(_ reader: inout Reader) throws(UsageError) -> Invocation {
    var options = PlayOptions()
    let valid = ["--pattern", "--data", "--width", "--help"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": options.patterns.append(try reader.pattern())
      case "--data": options.dataFile = try reader.value(expected: "a data file")
      case "--width": options.width = try reader.width()
      case "--help", "-h": return .help(.play)
      default: throw reader.unknown(option)
      }
    }
    return .play(options)
  }

  private static func bench(_ reader: inout Reader) throws(UsageError) -> Invocation {
    var options = BenchOptions()
    let valid = ["--pattern", "--sizes", "--help"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": options.patterns.append(try reader.pattern())
      case "--sizes": options.sizes = try reader.sizes()
      case "--help", "-h": return .help(.bench)
      default: throw reader.unknown(option)
      }
    }
    return .bench(options)
  }

  private static func trace(_ reader: inout Reader) throws(UsageError) -> Invocation {
    var options = TraceOptions()
    let valid = ["--pattern", "--scenario", "--format", "--help"]
    while let option = try reader.nextOption(valid: valid) {
      switch option {
      case "--pattern": options.patterns.append(try reader.pattern())
      case "--scenario": options.scenario = try reader.scenario()
      case "--format": options.format = try reader.choice(TraceFormat.self, what: "format")
      case "--help", "-h": return .help(.trace)
      default: throw reader.unknown(option)
      }
    }
    return .trace(options)
  }

  /// The arguments not read yet, and the words every message needs.
  private struct Reader {
    var arguments: ArraySlice<String>
    let variants: [Variant]
    var command = "showcase"
    private var option = ""
    private var inlineValue: String?
    private var valid: [String] = []

    init(arguments: ArraySlice<String>, variants: [Variant]) {
      self.arguments = arguments
      self.variants = variants
    }

    /// The next option's name, or `nil` at the end.
    mutating func nextOption(valid: [String]) throws(UsageError) -> String? {
      self.valid = valid
      guard let argument = arguments.popFirst() else { return nil }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        throw UsageError(
          "\(command): unexpected argument '\(argument)' (expected \(choiceList(valid)))")
      }
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        option = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      } else {
        option = argument
        inlineValue = nil
      }
      return option
    }

    func unknown(_ option: String) -> UsageError {
      UsageError("\(command): unknown option '\(option)' (expected \(choiceList(valid)))")
    }

    mutating func value(expected: String) throws(UsageError) -> String {
      if let inlineValue {
        guard !inlineValue.isEmpty else {
          throw UsageError("\(command): missing value for '\(option)' (expected \(expected))")
        }
        return inlineValue
      }
      guard let value = arguments.first, !value.hasPrefix("--") else {
        throw UsageError("\(command): missing value for '\(option)' (expected \(expected))")
      }
      arguments.removeFirst()
      return value
    }

    mutating func pattern() throws(UsageError) -> String {
      let ids = variants.map(\.id)
      let name = try value(expected: choiceList(ids))
      guard let id = ids.first(where: { $0 == name.lowercased() }) else {
        throw UsageError(
          "\(command): unknown pattern '\(name)' (expected \(choiceList(ids)))")
      }
      return id
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(
      _: Choice.Type, what: String
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
      let names = Choice.allCases.map(\.rawValue)
      let name = try value(expected: choiceList(names))
      guard let choice = Choice(rawValue: name) else {
        throw UsageError("\(command): unknown \(what) '\(name)' (expected \(choiceList(names)))")
      }
      return choice
    }

    mutating func scenario() throws(UsageError) -> String {
      let ids = TraceScenario.all.map(\.id)
      let id = try value(expected: choiceList(ids))
      guard let scenario = TraceScenario.named(id) else {
        throw UsageError("\(command): unknown scenario '\(id)' (expected \(choiceList(ids)))")
      }
      return scenario.id
    }

    mutating func width() throws(UsageError) -> Int {
      let expected = "a whole number of columns, at least \(ScreenWidth.minimum)"
      let text = try value(expected: expected)
      guard let width = Int(text), width >= ScreenWidth.minimum else {
        throw UsageError("\(command): invalid width '\(text)' for '--width' (expected \(expected))")
      }
      return width
    }

    mutating func sizes() throws(UsageError) -> [Int] {
      let expected = "list sizes separated by commas, such as 10,1000"
      let text = try value(expected: expected)
      let sizes = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 }) else {
        throw UsageError("\(command): invalid sizes '\(text)' for '--sizes' (expected \(expected))")
      }
      return sizes.compactMap { $0 }
    }
  }
}

/// How wide the output may be.
public enum ScreenWidth {
  /// Narrower than this, not even one screen fits.
  public static let minimum = 12
  /// The width when neither `--width`, `COLUMNS` nor the terminal says.
  public static let standard = 120
}
