import ShowcaseCore
import ShowcaseSupport

/// The options of `showcase workshop`: which subcommand, for which exercise and variants.
package struct WorkshopOptions: Sendable, Equatable {
  enum Action: String, Sendable, Equatable, CaseIterable {
    case list
    case start
    case check
    case solution
    case reset
    case prove
    case record
  }

  var action: Action
  /// The exercise's ID as written (`W1`, `w1`); checked against the exercises when the command
  /// runs. Without one, `check`, `solution` and `record` take the started exercise, and `prove`
  /// proves every exercise.
  var exercise: String?
  /// Variant ids, in the order given; empty means every variant. For `start`, the variants left
  /// to change: every other one gets its reference solution.
  package var patterns: [String] = []
  /// Variant ids left out (`solution --except P`): every other variant is chosen.
  var excluded: [String] = []

  /// Each taken by some subcommands only.
  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --except P     solution only: every variant but P (repeatable), for a group that
                   makes the change in P alone
    """

  /// Reads `showcase workshop list | start E [--pattern P]... | check [E] [--pattern P]... |
  /// solution [E] [--pattern P... | --except P...] | reset | prove [E] |
  /// record [E] [--pattern P]...`.
  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    let actions = WorkshopOptions.Action.allCases.map(\.rawValue)
    guard let first = reader.arguments.first, !first.hasPrefix("-") else {
      if reader.arguments.first.map({ $0 == "--help" || $0 == "-h" }) == true {
        return nil
      }
      throw UsageError(
        "\(reader.command): expected a subcommand: \(choiceList(actions)), such as "
          + "'\(Hint.run("workshop list"))'")
    }
    guard let action = WorkshopOptions.Action(rawValue: first) else {
      throw UsageError(
        "\(reader.command): unknown subcommand '\(Echo.word(first))' (expected "
          + "\(choiceList(actions)); see \(Hint.run("workshop --help")))")
    }
    reader.arguments.removeFirst()
    reader.command = "showcase workshop \(first)"
    var options = WorkshopOptions(action: action)
    let takesPatterns: Set<WorkshopOptions.Action> = [.start, .check, .solution, .record]
    let takesExercise: Set<WorkshopOptions.Action> = [.start, .check, .solution, .prove, .record]
    let valid = Self.options.names.filter { name in
      switch name {
      case "--pattern": takesPatterns.contains(action)
      case "--except": action == .solution
      default: true
      }
    }
    while let word = try reader.nextWord(valid: valid) {
      switch word {
      case .argument(let id) where takesExercise.contains(action) && options.exercise == nil:
        options.exercise = id
      case .argument(let extra):
        let expected = takesExercise.contains(action) ? "one exercise, such as W1" : "none"
        throw reader.unexpected(extra, expected: expected)
      case .option("--pattern") where takesPatterns.contains(action):
        try reader.pattern(adding: &options.patterns)
      case .option("--except") where action == .solution:
        try reader.pattern(adding: &options.excluded)
      case .option(let option): throw reader.unknown(option)
      }
    }
    if reader.asksForHelp { return nil }
    if !options.patterns.isEmpty, !options.excluded.isEmpty {
      throw UsageError(
        "\(reader.command): --pattern and --except together (expected the variants to apply, "
          + "or those to leave out, such as '\(Hint.run("workshop solution --except mvp"))')")
    }
    if options.exercise == nil, action == .start {
      throw UsageError(
        "\(reader.command): expected an exercise, such as '\(Hint.run("workshop start W1"))' "
          + "(see \(Hint.run("workshop list")))")
    }
    return options
  }
}
