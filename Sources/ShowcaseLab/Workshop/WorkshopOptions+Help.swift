import ShowcaseCore
import ShowcaseSupport

/// The options of `showcase workshop` (which subcommand, exercise and variants), and its help.
package struct WorkshopOptions: Sendable, Equatable {
  enum Action: String, Sendable, Equatable, CaseIterable {
    case list, start, check, solution, reset, prove, record
  }

  var action: Action
  /// As written (`W1`, `w1`); checked when the command runs.
  var exercise: String?
  /// Variant ids in the order given; empty means all. For `start`, the variants left to change.
  package var patterns: [String] = []
  /// `solution --except P`: every other variant is chosen.
  var excluded: [String] = []

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --except P     solution only: every variant but P (repeatable), for a group that
                   makes the change in P alone
    """

  /// Reads the command line `help` shows; `nil` when it asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    let actions = WorkshopOptions.Action.allCases.map(\.rawValue)
    guard let first = reader.arguments.first, !first.hasPrefix("-") else {
      if ["--help", "-h"].contains(reader.arguments.first) { return nil }
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
    let valid = Self.options.names.filter {
      ($0 != "--pattern" || takesPatterns.contains(action))
        && ($0 != "--except" || action == .solution)
    }
    while let word = try reader.nextWord(valid: valid) {
      switch word {
      case .argument(let id) where takesExercise.contains(action) && options.exercise == nil:
        options.exercise = id
      case .argument(let extra):
        let expected = takesExercise.contains(action) ? "one exercise, such as W1" : "none"
        throw reader.unexpected(extra, expected: expected)
      // `valid` holds only the options this subcommand takes.
      case .option("--pattern"): try reader.pattern(adding: &options.patterns)
      case .option("--except"): try reader.pattern(adding: &options.excluded)
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

extension WorkshopCommand {
  package static var help: String {
    """
    showcase workshop: exercises that start red, with a reference solution per variant.

    Usage: swift run showcase workshop list
           swift run showcase workshop start E [--pattern P]...
           swift run showcase workshop check [E] [--pattern P]...
           swift run showcase workshop solution [E] [--pattern P... | --except P...]
           swift run showcase workshop reset
           swift run showcase workshop prove [E]
           swift run showcase workshop record [E] [--pattern P]...

    Each exercise (Docs/Workshop/, Docs/Workshop.md) is one product change made in every variant:
      list       the exercises: ID, title, the concern it touches, its scenario IDs
      start      adds the exercise's tests (conformance scenarios and one unit test per
                 scenario in each variant's suite) and prints its exercise.md, where its rules
                 stay (Docs/FeatureSpec.md is not changed); the tests fail, or do not build,
                 until the change is made. One exercise at a time.
                 With --pattern, every other variant gets its reference solution, so
                 only P is left to change.
      check      builds, then runs the exercise's tests of each variant left to change
                 (every variant whose solution the workshop has not applied): which pass;
                 per failing test, its first failing expectation
      solution   applies the reference solution of each chosen variant (its edits);
                 when one does not apply, nothing is written
      reset      puts the tree back as it was before start; refuses, changing nothing, when
                 it holds work that is not the exercise's, and names those files and the
                 git stash command that keeps them (a file that reads as a reference
                 solution makes it is the exercise's)
      prove      in a scratch copy, for every exercise (or E): its tests fail after start,
                 pass after the solutions, and then the whole suite passes (minutes)
      record     for maintainers: writes the tree's changes since start back into the
                 exercise, as each chosen variant's solution and tests
    Without E, check, solution and record take the started exercise. What start did is
    kept in the hidden folder .workshop/. Run it from the package's root.

    \(WorkshopOptions.options.help)

    Exit status: 0 done (check: every chosen variant passes), 1 check or prove found a
    failure, or the tree is not as the command needs it (nothing is changed then), 64 wrong
    command line, 65 an exercise's files are wrong, 66 not run from the package's folder,
    70 prove could not build its copy, 73 a file cannot be written, 130 or 143 interrupted.
    """
  }
}
