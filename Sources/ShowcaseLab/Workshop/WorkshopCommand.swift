import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop`: each exercise is one product change made in every variant (`Exercise`,
/// Docs/Workshop.md); this adds its tests, checks them, applies the reference solutions and puts
/// the tree back, never throwing away work that is not the exercise's.
@MainActor
package enum WorkshopCommand {
  package static func run(_ options: WorkshopOptions, in console: Console) async -> Int32 {
    let command = "showcase workshop \(options.action.rawValue)"
    guard console.findsPackage(for: command) else { return ExitCode.noInput }
    let workshop = Workshop(console: console)
    do throws(WorkshopError) {
      switch options.action {
      case .list: try workshop.list()
      case .start:
        // With --pattern the others get their solutions, so the package builds once P is done.
        let others =
          options.patterns.isEmpty
          ? [] : console.variants.filter { !options.patterns.contains($0.id) }
        try workshop.start(
          try workshop.exercise(options.exercise ?? "", requiringSolutions: false),
          solving: others, leaving: console.selected(options.patterns))
      case .solution:
        // A variant without a solution yet is named and left as it is; the others still apply.
        let exercise = try workshop.named(options.exercise)
        let chosen = console.selected(options.patterns).filter {
          !options.excluded.contains($0.id)
        }
        try workshop.applySolutions(
          of: exercise, for: chosen,
          again: Hint.run("workshop solution \(exercise.id)")
            + options.patterns.map { " --pattern \($0)" }.joined()
            + options.excluded.map { " --except \($0)" }.joined())
      case .reset: return try workshop.reset()
      case .record:
        try workshop.record(
          try workshop.named(options.exercise), for: console.selected(options.patterns))
      case .check:
        let exercise = try workshop.named(options.exercise)
        let state = try workshop.requireStarted(exercise)
        let chosen = WorkshopCheck.variants(options.patterns, solved: state.solved, in: console)
        // The participant's work is in the chosen variants the workshop has not solved.
        let left = workshop.leftToChange(state).filter(chosen.map(\.name).contains)
        return await WorkshopCheck(
          console: console, exercise: exercise, solved: state.solved,
          workToKeep: workshop.changedFolders(state, leftToChange: left)
        ).run(chosen)
      case .prove:
        let exercises =
          if let id = options.exercise {
            [try workshop.exercise(id)]
          } else {
            try Exercise.all(packageRoot: console.packageRoot, variants: console.variants)
          }
        return await WorkshopProof(console: console).run(exercises)
      }
    } catch let failure {
      console.error("\(command): \(failure.description)")
      return failure.status
    }
    return ExitCode.success
  }
}

/// A workshop command that cannot be done, said in one line, with its exit status.
package struct WorkshopError: Error, Equatable, CustomStringConvertible {
  package let description: String
  package let status: Int32

  /// A wrong exercise name: 64.
  static func usage(_ text: String) -> Self { Self(description: text, status: ExitCode.usage) }
  /// An exercise whose files are missing or wrong: 65.
  static func exercise(_ text: String) -> Self {
    Self(description: text, status: ExitCode.dataError)
  }
  /// The tree is not as the command needs it, and nothing was changed: 1.
  static func refused(_ text: String) -> Self { Self(description: text, status: ExitCode.differ) }
  /// A file could not be read or written: 73.
  static func cannotWrite(_ text: String) -> Self {
    Self(description: text, status: ExitCode.cannotCreate)
  }
}

/// The subcommands that change the tree, over the package `console` names.
@MainActor
struct Workshop {
  let console: Console
  var tree: WorkshopTree { WorkshopTree(root: console.packageRoot) }

  func exercise(_ id: String, requiringSolutions: Bool = true) throws(WorkshopError) -> Exercise {
    try Exercise.named(
      id, packageRoot: console.packageRoot, variants: console.variants,
      requiringSolutions: requiringSolutions)
  }

  /// The exercise `id` names or, without one, the started exercise.
  func named(_ id: String?) throws(WorkshopError) -> Exercise {
    if let id { return try exercise(id, requiringSolutions: false) }
    guard let state = try WorkshopState.load(from: tree) else {
      throw .refused(
        "no exercise is started; run: \(Hint.run("workshop start W1")) "
          + "(see \(Hint.run("workshop list")))")
    }
    return try exercise(state.exercise, requiringSolutions: false)
  }

  /// The state of the started exercise, which must be `exercise`.
  @discardableResult
  func requireStarted(_ exercise: Exercise) throws(WorkshopError) -> WorkshopState {
    guard let state = try WorkshopState.load(from: tree) else {
      throw .refused(
        "no exercise is started; start one first: \(Hint.run("workshop start \(exercise.id)"))")
    }
    guard state.exercise == exercise.id else {
      throw .refused(
        "\(exercise.id) is not started (\(state.exercise) is); to switch, run: "
          + "\(Hint.run("workshop reset")), then \(Hint.run("workshop start \(exercise.id)"))")
    }
    return state
  }

  func list() throws(WorkshopError) {
    let exercises = try Exercise.all(packageRoot: console.packageRoot, variants: console.variants)
    guard !exercises.isEmpty else { return console.output("No exercise in \(Exercise.root)/") }
    let started = try WorkshopState.load(from: tree)?.exercise
    let rows = exercises.map {
      [
        $0.id, $0.title, $0.concern, $0.scenarioIDs.joined(separator: ", "),
        $0.id == started ? "(started)" : "",
      ]
    }
    TextTable().lines(rows).forEach(console.output)
  }

  /// Applies each variant's reference solution, all or nothing: when one edit does not apply,
  /// no file is written, and the message ends with the command to run `again`.
  func applySolutions(of exercise: Exercise, for variants: [Variant], again: String)
    throws(WorkshopError)
  {
    var state = try requireStarted(exercise)
    var writes: [(path: String, text: String)] = []
    var applied: [(variant: String, paths: [String])] = []
    for variant in variants {
      if state.solved.contains(variant.name) {
        console.output("\(variant.name): the reference solution is applied already")
        continue
      }
      guard let solution = exercise.solutions[variant.name] else {
        console.output(
          "\(variant.name): no reference solution yet (expected "
            + "\(exercise.folder)/Solutions/\(variant.name).md), left as it is")
        continue
      }
      do {
        let changes = try solution.patchedFiles(tree.read)
        writes += changes
        applied.append((variant.name, changes.map(\.path)))
      } catch {
        throw .refused(
          "\(exercise.id) \(variant.name): \(error); nothing was written; put that file back "
            + "(git stash keeps your change), then run: \(again)")
      }
    }
    guard !applied.isEmpty else { return }
    for write in writes { state.willWrite(write.text, to: write.path, in: tree) }
    try state.save(in: tree)
    for write in writes { try tree.write(write.text, to: write.path) }
    state.solved += applied.map(\.variant)
    try state.save(in: tree)
    let width = console.width(nil, command: "showcase workshop")
    for (variant, paths) in applied {
      let line =
        "\(variant): applied the reference solution of \(exercise.id) to "
        + paths.joined(separator: ", ")
      LineWrap.hanging(line, width: width, hang: 2).forEach(console.output)
    }
  }
}
